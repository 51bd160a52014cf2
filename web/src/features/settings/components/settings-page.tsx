import { useLingui } from '@lingui/react';
import { PageContainer } from '../../../components/ui/page-container';
import { AccordionSection, SubSection } from './accordion-section';
import { AvatarEditor } from './avatar-editor';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** /setting (signed in): Account (password, e-mail) and UserInfo (avatar, profile). */
export function SettingsPage() {
  const { _ } = useLingui();
  return (
    <PageContainer className="max-w-4xl space-y-5">
      <h1 className="text-xl font-semibold text-slate-900">{_('nav.setting')}</h1>
      <AccordionSection title={_('settings.account')}>
        <div className="divide-y divide-slate-100">
          <SubSection title={_('settings.change-password')}>
            <PasswordForm />
          </SubSection>
          <SubSection title={_('settings.change-email')}>
            <EmailForm />
          </SubSection>
        </div>
      </AccordionSection>
      <AccordionSection title={_('settings.user-info')}>
        <div className="divide-y divide-slate-100">
          <SubSection title={_('settings.avatar')}>
            <AvatarEditor />
          </SubSection>
          <SubSection title={_('settings.profile')}>
            <ProfileForm />
          </SubSection>
        </div>
      </AccordionSection>
    </PageContainer>
  );
}
