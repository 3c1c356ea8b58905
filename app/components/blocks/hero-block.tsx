import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { needsScript } from "~/components/ui/early-taps";
import { ParsedEnd } from "~/components/ui/parsed-whole";
import { Picture } from "~/components/ui/picture";
import type { Block } from "~/content/page-schema";
import { useTranslation } from "~/i18n/language-context";
import { ActionLink } from "./action-link";

type HeroBlock = Extract<Block, { kind: "hero" }>;

export const heroSizes = "100vw";

/**
 * A page's opening: its h1 over a full-width image. With a video file, the video plays over
 * its poster, muted, only for visitors who have not asked for reduced motion.
 */
export function HeroBlock({ block, hasVideo }: { block: HeroBlock; hasVideo: boolean }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (element && window.matchMedia("(prefers-reduced-motion: no-preference)").matches) {
      element.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    }
  }, []);
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().then(() => setPlaying(true));
    else {
      element.pause();
      setPlaying(false);
    }
  };

  return (
    <section className="relative isolate flex min-h-[min(44rem,78dvh)] items-end overflow-hidden bg-ink text-ivory">
      <Picture
        name={block.image.name}
        alt={block.image.alt}
        sizes={heroSizes}
        priority
        className="absolute inset-0 -z-10"
        imgClassName="size-full object-cover"
      />
      {hasVideo && block.video ? (
        <video
          ref={video}
          className="absolute inset-0 -z-10 size-full object-cover"
          src={block.video}
          muted
          loop
          playsInline
          preload="none"
          tabIndex={-1}
          aria-hidden="true"
        />
      ) : null}
      {hasVideo && block.video ? (
        <button
          type="button"
          {...needsScript}
          onClick={toggle}
          className="absolute right-5 bottom-5 z-10 inline-flex size-11 items-center justify-center rounded-full border border-ivory/40 bg-ink/40 text-ivory backdrop-blur hover:bg-ink/70"
        >
          {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
          <span className="sr-only">{playing ? t("video.pause") : t("video.play")}</span>
        </button>
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgba(20,17,14,0.35)_0%,rgba(20,17,14,0.85)_100%)] lg:bg-[linear-gradient(100deg,rgba(20,17,14,0.88)_0%,rgba(20,17,14,0.55)_50%,rgba(20,17,14,0.15)_100%)]"
      />
      <div data-parsed-whole className="container-content flex max-w-none flex-col gap-6 py-16 sm:py-20">
        <p className="eyebrow text-brass">{block.eyebrow}</p>
        <h1 className="max-w-4xl font-display text-[clamp(2.5rem,6vw,5rem)] leading-[1] tracking-tight text-balance">
          {block.title}
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-ivory/85">{block.lead}</p>
        {block.actions.length ? (
          <div className="flex flex-wrap gap-3 pt-2">
            {block.actions.map((action, index) => (
              <ActionLink key={action.href} action={action} look={index === 0 ? "light" : "ghostLight"} />
            ))}
          </div>
        ) : null}
        <ParsedEnd />
      </div>
    </section>
  );
}
