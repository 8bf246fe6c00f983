// The first-run welcome guide: a few steps, then home; shown once (a stored flag).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useServices } from '../../services/services';
import { STORAGE_KEYS } from '../../platform/storage';
import { replayWelcomeTaps, takeStaticTaps } from '../../startup/firstScreen';
import { Button, Card, EmptyState, Heading, Stack, Text } from '@perya/ui';
import { WelcomeArt, type WelcomeScene } from '@perya/ui/art';
import * as layout from '../../app/layout.css';
import * as css from './welcome.css';

const STEPS = ['pages.welcome1', 'pages.welcome2', 'pages.welcome3'] as const;
/** Each step's picture: the demo games, the bonus registering unlocks, the wallet. */
const SCENES: readonly WelcomeScene[] = ['games', 'bonus', 'wallet'];

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
      <Card>
        <section aria-live="polite">
          <Stack space="lg" align="center">
            <WelcomeArt
              scene={SCENES[Math.min(step, SCENES.length - 1)] ?? 'games'}
              placeholder={<img className={css.logo} src={s.config.logo} alt="" />}
            />
            <Heading level={1} align="center">
              {t('auth.welcomeTitle')}
            </Heading>
            {steps.length === 0 ? (
              <EmptyState />
            ) : (
              <Text as="p" size="lg" align="center" className={css.text}>
                {steps[step]}
              </Text>
            )}
            <div className={css.dots}>
              {steps.map((_, i) => (
                <span key={i} className={css.dot} aria-current={i === step ? 'step' : undefined} />
              ))}
            </div>
          </Stack>
        </section>
      </Card>
      {/* The static copy in index.html counts taps on these two buttons by their order (0, 1). */}
      <Button variant="primary" size="lg" fullWidth onClick={() => (last ? finish() : setStep(step + 1))}>
        {last ? t('pages.start') : t('common.next')}
      </Button>
      <Button variant="ghost" fullWidth onClick={finish}>
        {t('pages.skip')}
      </Button>
    </div>
  );
}
