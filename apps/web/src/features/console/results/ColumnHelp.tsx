import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  OverlayArrow,
  Popover,
  Tooltip,
  TooltipTrigger,
} from 'react-aria-components';

/**
 * A column heading that explains itself: the name (or its short form) is a button. Pointing at it
 * or reaching it with the keyboard shows what the column means in a tooltip; tapping or pressing
 * it opens the same words in a popover, which a phone (no hover) can read and close.
 */
export function ColumnHelp({ label, short, text }: { label: string; short?: string; text: string }) {
  return (
    <DialogTrigger>
      <TooltipTrigger delay={300} closeDelay={100}>
        <AriaButton className="col-help">
          {short ? (
            <>
              <span aria-hidden="true">{short}</span>
              <span className="visually-hidden">{label}</span>
            </>
          ) : (
            label
          )}
          <span className="col-help__mark" aria-hidden="true">
            ?
          </span>
        </AriaButton>
        <Tooltip className="col-help__tooltip" offset={8}>
          <OverlayArrow className="col-help__arrow">
            <svg width={10} height={10} viewBox="0 0 10 10" aria-hidden="true">
              <path d="M0 0 L5 5 L10 0" />
            </svg>
          </OverlayArrow>
          <strong>{label}</strong>: {text}
        </Tooltip>
      </TooltipTrigger>
      <Popover className="col-help__popover" placement="bottom">
        <Dialog className="col-help__dialog">
          <Heading slot="title" className="col-help__title">
            {label}
          </Heading>
          <p>{text}</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
