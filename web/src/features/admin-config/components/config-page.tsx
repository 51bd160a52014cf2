import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { isSuperAdminAtom } from '../../../lib/session';
import { CarouselSection } from './carousel-section';
import { EmailConfigSection } from './email-config-section';
import { ServiceSection } from './service-section';
import { WebConfigSection } from './web-config-section';

/**
 * /admin/conf, the system configuration (super admin only): the website, the mail server,
 * service and database information and the home carousel.
 */
export function ConfigPage() {
  const { _ } = useLingui();
  const root = useAtomValue(isSuperAdminAtom);
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{_('admin.nav.config')}</h1>
        <p className="mt-1 text-sm text-slate-500">{_('admin.config.intro')}</p>
      </div>
      {root ? (
        <>
          <WebConfigSection />
          <EmailConfigSection />
          <ServiceSection />
          <CarouselSection />
        </>
      ) : (
        <Card>
          <EmptyState title={_('admin.config.root-only')} icon="shield" />
        </Card>
      )}
    </div>
  );
}
