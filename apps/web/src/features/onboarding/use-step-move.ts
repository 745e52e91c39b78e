import { fetchBackNextScreenCall } from '@cdesk/domain';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { regCall } from './reg-gateway';
import { useGoToScreen } from './use-screen-navigation';

/** Back and Next of a screen: the step's own save, or where fetchBackNextScreen says to go. */
export function useStepMove(
  screenId: string,
  onNext: (() => Promise<string | null | undefined>) | undefined,
) {
  const goTo = useGoToScreen();
  const [failure, setFailure] = useState('');
  const [moving, setMoving] = useState(false);

  const move = async (which: 'back' | 'next') => {
    setFailure('');
    setMoving(true);
    try {
      let target: string | null | undefined;
      if (which === 'next' && onNext) target = await onNext();
      else {
        const moves = await regCall(fetchBackNextScreenCall, { screenId });
        target = which === 'back' ? moves.backScreenId : moves.nextScreenId;
      }
      if (target) goTo(target);
    } catch (caught) {
      setFailure(errorMessage(caught));
    } finally {
      setMoving(false);
    }
  };

  return { failure, moving, move };
}
