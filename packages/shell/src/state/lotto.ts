// Client-only lotto state (jotai): the game the player last chose, kept across the lotto pages.
import { atom } from 'jotai';
import type { LottoGame } from '@perya/domain';

export const lottoGameAtom = atom<LottoGame>('swertres');
