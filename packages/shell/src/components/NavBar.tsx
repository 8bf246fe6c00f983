// A page's top bar: back arrow and centred title (DESIGN.md).
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import * as css from '../app/layout.css';
import { Icon } from './Icon';

export function NavBar({ title, back = true }: { title: string; back?: boolean }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <header className={css.navBar}>
      {back ? (
        <button
          type="button"
          className={css.iconButton}
          aria-label={t('common.back')}
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        >
          <Icon name="back" />
        </button>
      ) : (
        <span />
      )}
      <h1 className={css.navTitle}>{title}</h1>
      <span />
    </header>
  );
}
