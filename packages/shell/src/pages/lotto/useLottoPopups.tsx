// The lotto popups of black-gold (spec §2 "lotto description", "lotto video"): the rules sheet and
// the draw replay. A brand without the lottoPopups capability shows the rules inline and no replay.
import type { ReactNode } from 'react';
import { useTranslation } from '@perya/i18n';
import type { LottoDrawData } from '@perya/api/contract';
import { formatGmt8, type LottoGame } from '@perya/domain';
import { useServices } from '../../services/services';
import { Stack, Text } from '@perya/ui';
import { useLocale } from '../rewards/useLocale';

export function useLottoPopups(): { rules(game: LottoGame): void; replay(draw: LottoDrawData): void; canReplay: boolean; inlineRules: ReactNode } {
  const s = useServices();
  const { t } = useTranslation();
  const locale = useLocale();
  const popups = s.config.capabilities.lottoPopups;
  const paragraphs = [t('lotto.rules1'), t('lotto.rules2'), t('lotto.rules3'), t('lotto.rules4')];
  return {
    canReplay: popups,
    rules() {
      if (popups) s.popups.open('lottoDescription', { paragraphs, title: t('lotto.howToPlay') });
    },
    replay(draw) {
      if (!popups || draw.numbers === null) return;
      const date = formatGmt8(draw.drawAt, locale, { dateStyle: 'medium', timeStyle: 'short' });
      s.popups.open('lottoVideo', { numbers: draw.numbers, caption: t('lotto.caption', { game: t(`lotto.games.${draw.game}`), date }), title: t('lotto.watch') });
    },
    inlineRules: popups ? null : (
      <>
        <Text as="summary" weight="semibold">
          {t('lotto.howToPlay')}
        </Text>
        <Stack space="sm" paddingTop="sm">
          {paragraphs.map((p, i) => (
            <Text key={i} size="sm">
              {p}
            </Text>
          ))}
        </Stack>
      </>
    ),
  };
}
