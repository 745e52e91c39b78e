import { goalMessages, riskQuestions, type TRiskProfileView } from '@cdesk/domain';
import { useState } from 'react';
import { useAction } from '../../lib/use-action';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { cx } from '../../ui/cx';
import { goalCalls } from './goal-calls';

interface RiskQuestionnaireProps {
  /** The answers of the last questionnaire, to start from when taking it again. */
  previous: TRiskProfileView['answers'];
  onSaved: (profile: TRiskProfileView, message: string) => void;
  onCancel?: (() => void) | undefined;
}

/** Help me invest: the seven questions, one choice each, scored on the server. */
export function RiskQuestionnaire({ previous, onSaved, onCancel }: RiskQuestionnaireProps) {
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(previous.map((a) => [a.questionId, a.optionId])),
  );
  const [tried, setTried] = useState(false);
  const action = useAction<'save'>();
  const missing = riskQuestions.filter((q) => !answers[q.id]);

  const submit = async () => {
    setTried(true);
    if (missing.length > 0) return;
    await action.run('save', async () => {
      const saved = await goalCalls.saveRiskProfile({
        answers: riskQuestions.map((q) => ({ questionId: q.id, optionId: answers[q.id]! })),
      });
      onSaved(saved.profile, saved.message);
    });
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {riskQuestions.map((question, index) => {
        const unanswered = tried && !answers[question.id];
        return (
          <Card key={question.id} className={cx('p-4 tablet:p-5', unanswered && 'border-loss')}>
            <fieldset>
              <legend className="text-[15px] font-semibold text-text">
                {index + 1}. {question.text}
              </legend>
              {unanswered && (
                <p className="mt-1 text-sm font-medium text-loss">{goalMessages.riskAnswer}</p>
              )}
              <div className="mt-3 grid gap-2 tablet:grid-cols-2">
                {question.options.map((option) => (
                  <label
                    key={option.id}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-card border border-border bg-surface px-3 py-2 text-sm text-text transition-colors duration-100 hover:border-muted has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-brand"
                  >
                    <input
                      type="radio"
                      name={question.id}
                      value={option.id}
                      checked={answers[question.id] === option.id}
                      onChange={() => setAnswers({ ...answers, [question.id]: option.id })}
                      className="size-[18px] shrink-0 accent-brand"
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
          </Card>
        );
      })}
      {tried && missing.length > 0 && <Alert tone="error">{goalMessages.riskAnswer}</Alert>}
      {action.error && <Alert tone="error">{action.error}</Alert>}
      <div className="sticky bottom-0 -mx-4 flex gap-3 border-t border-border bg-surface p-4 tablet:static tablet:mx-0 tablet:border-0 tablet:bg-transparent tablet:p-0">
        {onCancel && (
          <Button variant="secondary" className="flex-1 tablet:flex-none" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button
          type="submit"
          className="flex-1 tablet:flex-none"
          loading={action.pending === 'save'}
        >
          See my risk profile
        </Button>
      </div>
    </form>
  );
}
