'use client';
import { commentOnEvent } from '@/lib/actions/visitor-actions';
import { SubmitActions, type SubmitActionsProps } from './submit-actions';

/** The event comment box's interactive half, loaded after the page; Submit only for a signed-in visitor (the server checks again). */
export function EventCommentActions({ signedIn, ...props }: SubmitActionsProps & { signedIn: boolean }) {
  return <SubmitActions action={commentOnEvent} enabled={signedIn} {...props} />;
}
