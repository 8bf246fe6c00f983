import { InfoPage } from './InfoPage';

export default function TermsPage() {
  return <InfoPage titleKey="account.termsOfUse" bodyKeys={['pages.terms1', 'pages.terms2', 'pages.terms3', 'pages.terms4']} page="terms" />;
}
