import type { SliceSchemaList } from '../../../../sandbox/openapi/sliceSchemaList.js';
import { challengeFormSchema, challengePageQuerySchema } from '../../api/challengePage.js';

export const CHALLENGE_SCHEMAS = {
  answers: {},
  inputs: { ChallengeForm: challengeFormSchema },
  inline: { ChallengePageQuery: challengePageQuerySchema },
} as const satisfies SliceSchemaList;
