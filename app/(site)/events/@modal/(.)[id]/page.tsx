import { notFound } from 'next/navigation';
import { EventDetail } from '@/components/events/event-detail';
import { loadEvent } from '@/components/events/event-loader';
import { EventModal } from '@/components/events/event-modal.client';

type Props = { params: Promise<{ id: string }> };

/** An event opened from the events list: the same content as /events/<id>, in a modal over the list. */
export default async function EventModalPage({ params }: Props) {
  const event = await loadEvent((await params).id);
  if (!event) notFound();
  return (
    <EventModal title={event.heading}>
      <EventDetail event={event} headingAs="none" />
    </EventModal>
  );
}
