/**
 * Tells the server that someone finished the quiz, for the admin's insights: the answers only,
 * sent once when the results appear. No cookie goes with it (credentials: 'omit'), and nothing
 * identifies the visitor. A failure is ignored: the visitor's results never depend on it.
 */
export function sendCompletion(answers: readonly number[]) {
  void fetch('/api/quiz/completions', {
    method: 'POST',
    credentials: 'omit',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ answers }),
  }).catch(() => undefined)
}
