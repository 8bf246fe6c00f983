// The /login and /brandlogin pages (spec §2): ?type=0 register, ?type=1 sign in; after success the
// player goes back where the guard stopped them.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { BrandLogo, Card, Heading, NavBar, Stack } from '@perya/ui';
import { safeRedirect } from '../../routing/guards';
import * as layout from '../../app/layout.css';
import { useServices } from '../../services/services';
import { AuthForm, type AuthTab } from './AuthForm';

export default function LoginPage() {
  const s = useServices();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get('type') === '0' ? 0 : 1;
  return (
    <>
      <NavBar title={tab === 0 ? t('auth.register') : t('auth.login')} />
      <div className={layout.page}>
        <Stack space="sm" align="center" paddingY="md">
          <BrandLogo src={s.config.logo} />
          <Heading level={2}>{s.config.title}</Heading>
        </Stack>
        <Card>
          <AuthForm
            tab={tab}
            inviteCode={params.get('inviteCode') ?? ''}
            onTabChange={(next) => {
              const q = new URLSearchParams(params);
              q.set('type', String(next));
              setParams(q, { replace: true });
            }}
            onDone={() => navigate(safeRedirect(params.get('redirect')), { replace: true })}
          />
        </Card>
      </div>
    </>
  );
}
