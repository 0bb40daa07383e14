import Tooltip from '@mui/material/Tooltip';
import {
  cloneElement,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

interface ChildProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * MUI's Tooltip for the many small buttons of a list's rows, made only once its element is first
 * hovered or focused by keyboard: a mounted Tooltip keeps its element in state and so rendered
 * every row twice, which made a page of 50 rows about a third slower. The element itself stays as
 * it is (its `aria-label` names it) and is never replaced, so a click or tap that makes the
 * tooltip still reaches it; the tooltip is MUI's, beside it, pointing at it.
 */
export function HoverTooltip({ title, children }: { title: ReactNode; children: ReactElement<ChildProps> }) {
  // the element while it is hovered or focused; null before and after
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [made, setMade] = useState(false);
  const show = (element: HTMLElement) => {
    setAnchor(element);
    setMade(true);
  };
  const hide = () => setAnchor(null);
  const { props } = children;
  const element = cloneElement(children, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      props.onMouseEnter?.(event);
      show(event.currentTarget);
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      props.onMouseLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      props.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      props.onBlur?.(event);
      hide();
    },
  });
  return (
    <>
      {element}
      {made && (
        <Tooltip
          title={title}
          open={anchor !== null}
          onClose={hide}
          slotProps={{ popper: { anchorEl: anchor } }}
        >
          {/* the tooltip's own element (MUI needs one): it points at the hovered one instead */}
          <span aria-hidden="true" />
        </Tooltip>
      )}
    </>
  );
}
