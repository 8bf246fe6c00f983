import { InfoPage } from './InfoPage';

export default function AboutUsPage() {
  return <InfoPage titleKey="account.aboutUs" bodyKeys={['pages.about1', 'pages.about2', 'pages.about3']} page="aboutus" />;
}
