import { z } from 'zod';
import { requiredText } from '../common';
import { choiceSchema } from '../application/fields';
import { listOf, longText } from './parts';

export const resultBands = ['minimal', 'mild', 'moderate', 'moderately-severe', 'severe'] as const;

const points = z
  .number({ error: 'required' })
  .int('number_invalid')
  .min(0, 'number_too_small')
  .max(1000, 'number_too_large');

/** A scale's result. The score must be the sum of the answers' points; earlier results are added by the API. */
export const mentalMeasurementResultSchema = z
  .object({
    instrument: z.object({
      /** Stable across results of the same scale (GAD-7, PHQ-9): earlier results are found by it. */
      code: z
        .string({ error: 'required' })
        .trim()
        .regex(/^[A-Za-z0-9-]{1,20}$/, 'invalid'),
      name: requiredText({ max: 200 }),
    }),
    answers: listOf(
      z.object({ question: requiredText({ max: 500 }), answer: requiredText({ max: 200 }), points }),
      100,
    ),
    score: points,
    maxScore: points,
    band: z.object({ level: choiceSchema(resultBands), label: requiredText({ max: 100 }) }),
    meaning: longText(2000),
    advice: longText(2000),
  })
  .superRefine((result, context) => {
    const sum = result.answers.reduce((total, answer) => total + answer.points, 0);
    if (result.score !== sum) context.addIssue({ code: 'custom', path: ['score'], message: 'score_mismatch' });
    if (result.score > result.maxScore)
      context.addIssue({ code: 'custom', path: ['maxScore'], message: 'number_too_small' });
  });

export type MentalMeasurementResultInput = z.input<typeof mentalMeasurementResultSchema>;
export type MentalMeasurementResultContent = z.output<typeof mentalMeasurementResultSchema>;

/** An earlier result of the same person and scale, for the chart. */
export interface EarlierResult {
  issuedAt: string;
  score: number;
  maxScore: number;
}
