// The first-run welcome guide: a few steps, then home; shown once (a stored flag).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useServices } from '../../services/services';
import { STORAGE_KEYS } from '../../platform/storage';
import { replayWelcomeTaps, takeStaticTaps } from '../../startup/firstScreen';
import * as layout from '../../app/layout.css';
import * as css from '../../components/ui.css';
import { EmptyState } from '@perya/ui';

const STEPS = ['pages.welcome1', 'pages.welcome2', 'pages.welcome3'] as const;

export default function WelcomePage() {
  const s = useServices();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const steps = STEPS.map((k) => t(k));
  const finish = () => {
    s.kv.set(STORAGE_KEYS.welcomeSeen, '1');
    navigate('/', { replace: true });
  };
  const last = step >= steps.length - 1;
  // Taps on the static copy of this page (in index.html, before the app's script ran) count too.
  useEffect(() => {
    const replayed = replayWelcomeTaps(takeStaticTaps(), steps.length);
    if (replayed.finished) finish();
    // Events from outside React (the page before the app ran), replayed once: one extra render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else if (replayed.step > 0) setStep(replayed.step);
    // Once, on the first mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={`${layout.page} ${css.welcome}`} data-page="welcome">
      <section className={`${css.card} ${css.welcomeCard}`} aria-live="polite">
        <img className={css.welcomeLogo} src={s.config.logo} alt="" />
        <h1 className={css.heading}>{t('auth.welcomeTitle')}</h1>
        {steps.length === 0 ? <EmptyState /> : <p className={`${css.paragraph} ${css.welcomeText}`}>{steps[step]}</p>}
        <div className={css.guideDots}>
          {steps.map((_, i) => (
            <span key={i} className={css.guideDot} aria-current={i === step ? 'step' : undefined} />
          ))}
        </div>
      </section>
      <button type="button" className={css.button.primary} onClick={() => (last ? finish() : setStep(step + 1))}>
        {last ? t('pages.start') : t('common.next')}
      </button>
      <button type="button" className={css.button.ghost} onClick={finish}>
        {t('pages.skip')}
      </button>
    </div>
  );
}
