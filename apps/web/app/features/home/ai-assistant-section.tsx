import { ArrowRight, Camera, Clock3, FlaskConical, Sparkles, type LucideIcon } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { SectionHeading } from '~/components/ui/section-heading';
import { cn } from '~/components/ui/cn';
import { BrandMark } from '~/components/brand/brand-logo';

interface AiFeature {
  Icon: LucideIcon;
  title: string;
  text: string;
  /** The `data-chat-trigger` topic the assistant starts with. */
  topic: string;
  chip: string;
}

const FEATURES: AiFeature[] = [
  {
    Icon: Camera,
    title: 'Skin analysis, honestly',
    text: 'Tell the expert about dryness, breakouts or dullness (a photo is welcome, though it never diagnoses from one) and get what to use.',
    topic: 'skin-analysis',
    chip: 'bg-blush-100 text-blush-700',
  },
  {
    Icon: Sparkles,
    title: 'Personalised routines',
    text: 'Morning, evening and weekly steps built around your skin type and the products you already love.',
    topic: 'routine',
    chip: 'bg-peach-100 text-peach-700',
  },
  {
    Icon: FlaskConical,
    title: 'Ingredient checks',
    text: 'Photograph a label to learn what niacinamide, centella or snail mucin do, and what to avoid.',
    topic: 'ingredients',
    chip: 'bg-sage-100 text-sage-700',
  },
  {
    Icon: Clock3,
    title: 'A beauty expert, 24/7',
    text: 'Ask anything, any time: textures, layering, shipping or your order. Answers in seconds.',
    topic: 'chat',
    chip: 'bg-lilac-100 text-lilac-700',
  },
];

/** The AI assistant feature sections: a chat preview and four capability cards, each a chat trigger. */
export function AiAssistantSection() {
  return (
    <section
      aria-labelledby="ai-title"
      className="bg-gradient-to-b from-canvas via-lilac-50 to-canvas py-16 sm:py-24"
    >
      <Container className="grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:items-center">
        <div>
          <SectionHeading
            id="ai-title"
            eyebrow="Your AI Beauty Expert"
            title="Skincare advice that actually knows your skin"
            description="Our assistant is trained on Korean skincare know-how and our whole catalogue, so every tip comes with products that fit."
          />
          <ChatPreview />
          <Button size="lg" className="mt-8" data-chat-trigger="chat">
            Start a free consultation
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        </div>

        <ul className="grid gap-4 sm:grid-cols-2">
          {FEATURES.map((feature, index) => (
            <li
              key={feature.topic}
              className={cn(
                'grid grid-cols-[auto_1fr] gap-x-4 rounded-card border border-line/70 bg-surface p-5 shadow-soft sm:flex sm:flex-col sm:p-6',
                index % 2 === 1 && 'sm:translate-y-8',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'row-span-3 grid size-11 place-items-center rounded-2xl sm:size-12',
                  feature.chip,
                )}
              >
                <feature.Icon className="size-5 sm:size-6" strokeWidth={1.75} />
              </span>
              <h3 className="font-display text-xl text-ink sm:mt-5">{feature.title}</h3>
              <p className="mt-1.5 flex-1 text-sm leading-relaxed text-ink-muted sm:mt-2">{feature.text}</p>
              <button
                type="button"
                data-chat-trigger={feature.topic}
                className="mt-1 inline-flex min-h-11 items-center gap-1.5 self-start justify-self-start rounded-full text-sm font-semibold text-blush-700 hover:text-blush-800 sm:mt-4"
              >
                Try it<span className="sr-only">: {feature.title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** A static, decorative conversation showing what the assistant does. */
function ChatPreview() {
  return (
    <div
      aria-hidden="true"
      className="mt-8 max-w-md space-y-3 rounded-card border border-line/70 bg-surface/80 p-4 shadow-soft backdrop-blur"
    >
      <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-md bg-blush-600 px-4 py-2.5 text-sm text-white">
        My skin gets tight and flaky by the afternoon. What should I use?
      </p>
      <div className="flex items-end gap-2">
        <BrandMark className="size-7 shrink-0" />
        <p className="max-w-[85%] rounded-2xl rounded-bl-md bg-canvas px-4 py-2.5 text-sm text-ink">
          That sounds like dehydration. Layer a hyaluronic toner, then a ceramide cream, and keep SPF in the
          morning. Here are three picks under $30.
        </p>
      </div>
    </div>
  );
}
