import { useMemo, useState } from 'react';
import { passwordProblemToErrorCode, validatePassword, type ErrorCode, type PasswordProblem } from '@bakery/core';

export interface PasswordPair {
  password: string;
  repeat: string;
  setPassword: (value: string) => void;
  setRepeat: (value: string) => void;
  /** Fills both fields, e.g. with a generated password. */
  setBoth: (value: string) => void;
  /** Every broken rule, repeat rules included (core validatePassword). */
  problems: PasswordProblem[];
  /** Error code for the repeat field, once something was typed into it or a submit was tried. */
  repeatError: ErrorCode | null;
  isValid: boolean;
  /** Marks the pair as submitted so empty repeat errors show too. */
  touch: () => void;
  reset: () => void;
}

/** State and live validation of a password with its repetition (requirements/accounts-and-sign-in.md#passwords). */
export function usePasswordPair(): PasswordPair {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [isTouched, setIsTouched] = useState(false);

  const problems = useMemo(() => validatePassword(password, repeat), [password, repeat]);
  const repeatProblem = problems.find((problem) => problem === 'REPEAT_EMPTY' || problem === 'MISMATCH');
  const showRepeat = repeatProblem === 'MISMATCH' ? repeat !== '' || isTouched : isTouched;

  return {
    password,
    repeat,
    setPassword,
    setRepeat,
    setBoth: (value) => {
      setPassword(value);
      setRepeat(value);
    },
    problems,
    repeatError: repeatProblem && showRepeat ? passwordProblemToErrorCode(repeatProblem) : null,
    isValid: problems.length === 0,
    touch: () => setIsTouched(true),
    reset: () => {
      setPassword('');
      setRepeat('');
      setIsTouched(false);
    },
  };
}
