/** The four value-proposition cards of the home page (spec section 1), in order. */
import type { ImageRef } from './site';

export type ValueProposition = { title: 'Quick Deliveries' | 'Regular Touchdowns' | 'Unmatched Support' | 'Customised Solution'; text: string; icon: ImageRef };

const icon = (slug: string, alt: string): ImageRef => ({ src: `/images/value-proposition/${slug}.svg`, alt, width: 120, height: 120 });

export const VALUE_PROPOSITION = [
  {
    title: 'Quick Deliveries',
    text: 'Focused questions get focused answers. Most of our studies deliver first findings within three weeks, backed by databases we keep current every month.',
    icon: icon('quick-deliveries', 'Stopwatch with speed lines'),
  },
  {
    title: 'Regular Touchdowns',
    text: 'Weekly check-ins keep you close to the work. You see interim results early and can steer the project as your questions evolve.',
    icon: icon('regular-touchdowns', 'Calendar with a tick and a repeat arrow'),
  },
  {
    title: 'Unmatched Support',
    text: 'Our analysts stay available after the final presentation, to answer follow-up questions, update numbers and brief new colleagues.',
    icon: icon('unmatched-support', 'Headset'),
  },
  {
    title: 'Customised Solution',
    text: 'No off-the-shelf templates. Every engagement is scoped around your decision, your value chain and the level of detail you need.',
    icon: icon('customised-solution', 'Three sliders set at different levels'),
  },
] as const satisfies readonly ValueProposition[];
