import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../features/placeholder';

export function StatusRoute() {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const onlyMine = params.get('onlyMine') === 'true';
  return (
    <PlaceholderPage
      titleId="nav.status"
      icon="pulse"
      subtitle={onlyMine ? _('nav.submissions') : undefined}
    />
  );
}
