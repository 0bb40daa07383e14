import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorNotifications, isCanceled } from '../../../dataProvider';

/** What an upload task gets: where to report progress, and the signal that cancels it. */
export interface UploadRunOptions {
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

/**
 * One upload at a time for a modal: its progress (null when none runs), the messages of the last
 * one (refused files, files beyond the limit, a failure), and cancellation when the modal closes.
 */
export function useUploadRun() {
  const translate = useTranslate();
  const [progress, setProgress] = useState<number | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /**
   * Runs `task` with progress; `before` are messages known before sending (refusals of the
   * client). The task answers its result and its own messages; a failure becomes a message.
   */
  const run = useCallback(
    async <T>(
      task: (options: UploadRunOptions) => Promise<{ result: T; messages: string[] }>,
      before: string[] = [],
    ): Promise<T | null> => {
      if (controller.current) return null;
      const current = new AbortController();
      controller.current = current;
      setProgress(0);
      setMessages(before);
      try {
        const { result, messages: after } = await task({ onProgress: setProgress, signal: current.signal });
        setMessages([...before, ...after]);
        return result;
      } catch (error) {
        if (!isCanceled(error)) {
          setMessages([...before, ...errorNotifications(error, translate).map((notice) => notice.message)]);
        }
        return null;
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    [translate],
  );

  const abort = useCallback(() => controller.current?.abort(), []);
  return { progress, busy: progress !== null, messages, setMessages, run, abort };
}
