import { InfoPage } from './InfoPage';

export default function PrivacyPage() {
  return (
    <InfoPage titleKey="account.privacyPolicy" bodyKeys={['pages.privacy1', 'pages.privacy2', 'pages.privacy3', 'pages.privacy4']} page="privacy" />
  );
}
