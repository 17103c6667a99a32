import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Box, Button, IconButton, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import { findTarget, waitForTarget } from './find-target';
import { placePopover, type Box as Rect } from './popover-placement';
import type { Tutorial, TutorialStep } from './tutorials';

/** Above dialogs and drawers (1300) and the snackbar (1400), below tooltips (1500). */
const Z_INDEX = 1450;
const POPOVER_WIDTH = 340;
const TRACK_MS = 120;
const SPOT_PAD = 6;

interface TourProps {
  tutorial: Tutorial;
  stepIndex: number;
  onStep: (stepIndex: number) => void;
  onEnd: () => void;
  onFinish: () => void;
}

/**
 * The overlay lives in its own element under <body>. A MUI dialog that opens later marks every
 * other child of <body> aria-hidden; the tour must stay usable over the Encryption Wizard, so it
 * takes that mark off its own element.
 */
function useOverlayRoot(): HTMLElement {
  const [root] = useState(() => {
    const el = document.createElement('div');
    el.dataset.tutorialRoot = '';
    return el;
  });
  useEffect(() => {
    document.body.appendChild(root);
    const observer = new MutationObserver(() => {
      if (root.hasAttribute('aria-hidden')) root.removeAttribute('aria-hidden');
    });
    observer.observe(root, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => {
      observer.disconnect();
      root.remove();
    };
  }, [root]);
  return root;
}

/** A running tutorial: one step at a time (a new step, or a new try, starts afresh). */
export function TutorialTour(props: TourProps) {
  const root = useOverlayRoot();
  const [attempt, setAttempt] = useState(0);
  return createPortal(
    <TourStep
      key={`${props.stepIndex}:${attempt}`}
      {...props}
      step={props.tutorial.steps[props.stepIndex]!}
      overlay={root}
      onRetry={() => setAttempt((a) => a + 1)}
    />,
    root,
  );
}

type Phase = { kind: 'searching' } | { kind: 'found'; el: HTMLElement } | { kind: 'missing' };

function fieldValue(el: HTMLElement): string {
  const field = el.matches('input, textarea') ? el : el.querySelector('input, textarea');
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value.trim() : '';
}

function sameRect(a: Rect | null, b: Rect | null): boolean {
  return (
    a === b ||
    (a !== null &&
      b !== null &&
      a.top === b.top &&
      a.left === b.left &&
      a.width === b.width &&
      a.height === b.height)
  );
}

function toRect(r: DOMRect): Rect {
  return { top: r.top, left: r.left, width: r.width, height: r.height };
}

function TourStep({
  tutorial,
  stepIndex,
  step,
  overlay,
  onStep,
  onEnd,
  onFinish,
  onRetry,
}: TourProps & { step: TutorialStep; overlay: HTMLElement; onRetry: () => void }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'searching' });
  const [rect, setRect] = useState<Rect | null>(null);
  const [clicked, setClicked] = useState(false);
  const [hasValue, setHasValue] = useState(false);
  /** The target went away (a click replaced it): no spotlight on whatever took its place. */
  const [lost, setLost] = useState(false);
  const [viewport, setViewport] = useState({ width: window.innerWidth, height: window.innerHeight });
  const [popHeight, setPopHeight] = useState(200);
  const popRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    void waitForTarget(() => findTarget(step.target, document, overlay), { signal: controller.signal }).then(
      (el) => {
        if (controller.signal.aborted) return;
        if (el) {
          el.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
          setPhase({ kind: 'found', el });
        } else {
          setPhase({ kind: 'missing' });
        }
      },
    );
    return () => controller.abort();
  }, [step, overlay]);

  // Follow the target as the page moves (scrolling, a dialog sliding in, a re-render replacing it).
  useEffect(() => {
    if (phase.kind !== 'found') return;
    let el = phase.el;
    const track = () => {
      if (!el.isConnected) el = findTarget(step.target, document, overlay) ?? el;
      setLost(!el.isConnected);
      if (el.isConnected) {
        const next = toRect(el.getBoundingClientRect());
        setRect((old) => (sameRect(old, next) ? old : next));
        if (step.requires === 'input') setHasValue(fieldValue(el) !== '');
      }
      setViewport((old) =>
        old.width === window.innerWidth && old.height === window.innerHeight
          ? old
          : { width: window.innerWidth, height: window.innerHeight },
      );
      const h = popRef.current?.offsetHeight;
      if (h) setPopHeight(h);
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && el.contains(event.target)) setClicked(true);
    };
    track();
    const timer = setInterval(track, TRACK_MS);
    document.addEventListener('click', onClick, true);
    document.addEventListener('input', track, true);
    window.addEventListener('resize', track);
    window.addEventListener('scroll', track, true);
    return () => {
      clearInterval(timer);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('input', track, true);
      window.removeEventListener('resize', track);
      window.removeEventListener('scroll', track, true);
    };
  }, [phase, step, overlay]);

  const last = stepIndex === tutorial.steps.length - 1;
  const ready = step.requires === 'click' ? clicked : step.requires === 'input' ? hasValue : true;
  const shown = phase.kind === 'found' && rect !== null && rect.width + rect.height > 0;
  const position = placePopover(
    shown ? rect : null,
    { width: Math.min(POPOVER_WIDTH, viewport.width - 24), height: popHeight },
    viewport,
    step.placement === 'side' ? 'side' : 'below',
  );
  const back = stepIndex > 0 && (
    <Button size="small" onClick={() => onStep(stepIndex - 1)}>
      Back
    </Button>
  );

  return (
    <>
      {shown && !lost && (
        <Box
          aria-hidden="true"
          data-testid="tutorial-spotlight"
          sx={{
            position: 'fixed',
            zIndex: Z_INDEX,
            pointerEvents: 'none',
            top: rect.top - SPOT_PAD,
            left: rect.left - SPOT_PAD,
            width: rect.width + SPOT_PAD * 2,
            height: rect.height + SPOT_PAD * 2,
            borderRadius: 2.5,
            border: '2px solid',
            borderColor: 'primary.light',
            boxShadow: '0 0 0 4px rgba(129, 140, 248, 0.35), 0 0 0 9999px rgba(15, 23, 42, 0.38)',
            transition: 'top 160ms ease, left 160ms ease, width 160ms ease, height 160ms ease',
          }}
        />
      )}
      {phase.kind !== 'searching' && (
        <Paper
          ref={popRef}
          role="dialog"
          aria-label={`Tutorial: ${tutorial.title}`}
          data-testid="tutorial-popover"
          elevation={12}
          sx={{
            position: 'fixed',
            zIndex: Z_INDEX + 1,
            top: position.top,
            left: position.left,
            width: POPOVER_WIDTH,
            maxWidth: 'calc(100vw - 24px)',
            borderRadius: 3,
            overflow: 'hidden',
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          <LinearProgress
            variant="determinate"
            value={((stepIndex + 1) / tutorial.steps.length) * 100}
            sx={{ height: 3 }}
          />
          <Box sx={{ p: 2, pt: 1.5 }}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5 }}>
              <Typography variant="overline" color="primary" sx={{ flex: 1, lineHeight: 1.8 }}>
                {tutorial.title}
              </Typography>
              <Typography variant="caption" color="text.secondary" data-testid="tutorial-step-count">
                Step {stepIndex + 1} of {tutorial.steps.length}
              </Typography>
              <IconButton size="small" aria-label="Close tutorial" onClick={onEnd} sx={{ ml: 0.5, mr: -1 }}>
                <CloseRounded sx={{ fontSize: 18 }} />
              </IconButton>
            </Stack>
            {phase.kind === 'missing' ? (
              <>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.75 }}>
                  <SearchOffRounded color="warning" fontSize="small" />
                  <Typography variant="subtitle1" component="h2">
                    {step.title}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary" data-testid="tutorial-missing">
                  We can’t find this on the page. It may not be open here, or it may still be loading. Try
                  again, or end the tutorial.
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
                  <Button size="small" color="inherit" onClick={onEnd}>
                    End tutorial
                  </Button>
                  <Box sx={{ flex: 1 }} />
                  {back}
                  <Button size="small" variant="contained" onClick={onRetry}>
                    Try again
                  </Button>
                </Stack>
              </>
            ) : (
              <>
                <Typography variant="subtitle1" component="h2" sx={{ mb: 0.5 }}>
                  {step.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {step.text}
                </Typography>
                {!ready && (
                  <Stack
                    direction="row"
                    spacing={0.75}
                    sx={{ mt: 1.25, alignItems: 'center', color: 'primary.main' }}
                    data-testid="tutorial-requirement"
                  >
                    <TouchAppOutlined sx={{ fontSize: 16 }} />
                    <Typography variant="caption" sx={{ fontWeight: 600 }}>
                      {step.requires === 'click'
                        ? 'Click the highlighted control to go on.'
                        : 'Enter a value in the highlighted field to go on.'}
                    </Typography>
                  </Stack>
                )}
                <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
                  <Button size="small" color="inherit" onClick={onEnd}>
                    End
                  </Button>
                  <Box sx={{ flex: 1 }} />
                  {back}
                  <Button
                    size="small"
                    variant="contained"
                    disabled={!ready}
                    onClick={() => (last ? onFinish() : onStep(stepIndex + 1))}
                  >
                    {last ? 'Finish' : 'Next'}
                  </Button>
                </Stack>
              </>
            )}
          </Box>
        </Paper>
      )}
    </>
  );
}
