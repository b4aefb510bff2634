'use client';
import { submitQuery } from '@/lib/actions/visitor-actions';
import { SubmitActions, type SubmitActionsProps } from './submit-actions';

/** The query box's interactive half, loaded after the page (the server answers a signed-out visitor). */
export function QueryActions(props: SubmitActionsProps) {
  return <SubmitActions action={submitQuery} {...props} />;
}
