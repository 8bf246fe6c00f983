// In-house game ids (spec §9: sabong 10006, scratch 10004, colorgame 10001, jump 10003, ring 10002,
// dice 10005) live in @perya/domain; engines re-export them with the id type they key configs by.
import { IN_HOUSE_GAME_IDS } from '@perya/domain';
import type { InHouseGame } from '@perya/domain';

export { IN_HOUSE_GAME_IDS };
export type { InHouseGame };
export type InHouseGameId = (typeof IN_HOUSE_GAME_IDS)[InHouseGame];
