import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { PAY_METHODS } from '@perya/domain';
import { AA_LARGE_OR_UI, AA_TEXT, contrastRatio } from '../../themes/contrast';
import type { ThemeName, ThemeTokens } from '../../themes/tokens';
import { mainTokens } from '../../themes/main/tokens';
import { childTokens } from '../../themes/child/tokens';
import { inviteTokens } from '../../themes/invite/tokens';
import { blackGoldV3Tokens } from '../../themes/blackGoldV3/tokens';
import { blackGoldV4Tokens } from '../../themes/blackGoldV4/tokens';
import { PayMark } from './PayMark';
import { PROVIDER_MARKS } from './payMarks';

const THEMES: Record<ThemeName, ThemeTokens> = { main: mainTokens, child: childTokens, invite: inviteTokens, blackGoldV3: blackGoldV3Tokens, blackGoldV4: blackGoldV4Tokens };

describe('PayMark', () => {
  it('draws a distinct mark for every deposit method, hidden from screen readers (the name is beside it)', () => {
    const { container } = render(
      <>
        {PAY_METHODS.map((m) => (
          <PayMark key={m} method={m} />
        ))}
      </>,
    );
    const marks = [...container.querySelectorAll('svg')];
    expect(marks.map((s) => s.dataset.mark)).toEqual([...PAY_METHODS]);
    for (const s of marks) expect(s.getAttribute('aria-hidden')).toBe('true');
    expect(new Set(marks.map((s) => s.innerHTML)).size).toBe(PAY_METHODS.length);
  });

  it.each(Object.entries(PROVIDER_MARKS))('%s: its glyph reaches AA on its tile', (_method, mark) => {
    expect(contrastRatio(mark.ink, mark.fill)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(Object.entries(THEMES))('%s theme: every tile is told apart from the surface by its edge or its fill', (_theme, tokens) => {
    for (const mark of Object.values(PROVIDER_MARKS)) {
      const fillOk = contrastRatio(mark.fill, tokens.color.surface, tokens.color.page) >= AA_LARGE_OR_UI;
      const edgeOk = contrastRatio(tokens.color.borderStrong, tokens.color.surface, tokens.color.page) >= AA_LARGE_OR_UI;
      expect(fillOk || edgeOk).toBe(true);
    }
  });
});
