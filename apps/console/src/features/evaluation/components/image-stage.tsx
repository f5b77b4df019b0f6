import { useCallback, useEffect, useRef, useState } from 'react';

export type Rotation = 0 | 90 | 180 | 270;
/** 'fit' sizes the image to the stage; a number is a scale of its natural size. */
export type Zoom = 'fit' | number;

interface Size {
  w: number;
  h: number;
}

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 8;

/** The scale 'fit' gives: the whole (rotated) image inside the stage. */
export function fitScale(natural: Size | null, stage: Size | null, rotation: Rotation): number {
  if (!natural || !stage || natural.w === 0 || natural.h === 0 || stage.w === 0 || stage.h === 0) return 1;
  const turned = rotation % 180 !== 0;
  const w = turned ? natural.h : natural.w;
  const h = turned ? natural.w : natural.h;
  return Math.min(stage.w / w, stage.h / h);
}

/**
 * An image at a scale and a rotation inside a scrolling stage: the box around it takes the rotated,
 * scaled size, so a zoomed image scrolls to every edge instead of being cut off.
 */
export function ImageStage({
  url,
  alt,
  zoom,
  rotation,
  onScale,
}: {
  url: string;
  alt: string;
  zoom: Zoom;
  rotation: Rotation;
  /** The scale in effect, for the toolbar's percentage and its zoom steps. */
  onScale: (scale: number) => void;
}) {
  const stageRef = useRef<HTMLDivElement>(null);
  const [natural, setNatural] = useState<Size | null>(null);
  const [stage, setStage] = useState<Size | null>(null);

  const measure = useCallback(() => {
    const el = stageRef.current;
    // 16 px of breathing room so that a fitted image never touches the edges or shows scroll bars.
    if (el) setStage({ w: el.clientWidth - 16, h: el.clientHeight - 16 });
  }, []);

  useEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined' || !stageRef.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(stageRef.current);
    return () => observer.disconnect();
  }, [measure]);

  const scale = zoom === 'fit' ? fitScale(natural, stage, rotation) : zoom;
  useEffect(() => onScale(scale), [scale, onScale]);

  const turned = rotation % 180 !== 0;
  const w = natural ? natural.w * scale : 0;
  const h = natural ? natural.h * scale : 0;

  return (
    <div ref={stageRef} className="flex h-[62vh] overflow-auto rounded-lg bg-slate-800 p-2">
      <div
        className="relative m-auto shrink-0"
        style={natural ? { width: turned ? h : w, height: turned ? w : h } : undefined}
      >
        <img
          src={url}
          alt={alt}
          onLoad={(event) =>
            setNatural({ w: event.currentTarget.naturalWidth, h: event.currentTarget.naturalHeight })
          }
          draggable={false}
          className={`bg-white ${natural ? 'absolute left-1/2 top-1/2 max-w-none' : 'max-h-[58vh] max-w-full'}`}
          style={
            natural
              ? { width: w, height: h, transform: `translate(-50%, -50%) rotate(${rotation}deg)` }
              : undefined
          }
        />
      </div>
    </div>
  );
}
