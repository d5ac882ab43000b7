import { z } from 'zod';

/** Statuses reported by `GET workflows/{id}/status`. */
export const WORKFLOW_STATUSES = [
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

/** True once a workflow will not change any more; `continued_as_new` lives on under a new run. */
export function isWorkflowFinished(status: WorkflowStatus): boolean {
  return status !== 'running' && status !== 'continued_as_new' && status !== 'unknown';
}
