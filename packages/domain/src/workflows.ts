import { z } from 'zod';

/** Statuses reported by `GET workflows/{id}/status`. */
const WORKFLOW_STATUSES = [
  'running',
  'completed',
  'failed',
  'canceled',
  'terminated',
  'continued_as_new',
  'timed_out',
  'unknown',
] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];
export const workflowStatusSchema = z.enum(WORKFLOW_STATUSES);
