/* global document, window, DOMParser */
/**
 * A request page's actions and comments (server/pages/requestPage.ts): each calls the API with
 * the CSRF header, then the page takes the parts the answer changed (the messages, the actions
 * still allowed) from a fresh copy of itself, and the status is announced.
 */
(function requestPage() {
  const status = document.getElementById('request-status');
  const csrfToken = () => document.cookie.match(/(?:^|; )csrftoken=([^;]*)/)?.[1] ?? '';

  /** What was typed goes in as text, not markup: the server keeps comments as HTML. */
  const asComment = (typed) => {
    const paragraph = document.createElement('p');
    paragraph.textContent = typed;
    return { content: paragraph.outerHTML, format: 'html' };
  };

  const post = (url, body) =>
    fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrfToken() },
      body: JSON.stringify(body),
    });

  const messageOf = async (response) => {
    const body = await response.json().catch(() => ({}));
    return { ok: response.ok, body, message: body.message || `Error ${response.status}` };
  };

  /**
   * The page's buttons come disabled: until this script runs, a press would do nothing. Enabled
   * here, and again in each fresh copy of the page's parts.
   */
  const enableButtons = () => {
    for (const button of document.querySelectorAll('[data-action-url], #comment-form button')) {
      button.disabled = false;
    }
  };
  enableButtons();

  /** Replaces the messages and the actions with the server's rendering of them now. */
  const refresh = async () => {
    const response = await fetch(window.location.href, { credentials: 'include' });
    if (!response.ok) return;
    const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
    for (const id of ['request-activity', 'request-decision']) {
      const current = document.getElementById(id);
      const next = fresh.getElementById(id);
      if (current && next) current.replaceWith(next);
      else if (current) current.remove();
    }
    enableButtons();
  };

  document.addEventListener('click', async (event) => {
    const button = event.target.closest('[data-action-url]');
    if (!button) return;
    button.disabled = true;
    const commentFeedback = document.getElementById('comment-feedback');
    if (commentFeedback) commentFeedback.textContent = '';
    const typed = document.getElementById('decision-message')?.value.trim() ?? '';
    const answer = await messageOf(
      await post(button.dataset.actionUrl, typed ? { payload: asComment(typed) } : {}),
    );
    button.disabled = false;
    status.textContent = answer.ok ? `Status: ${answer.body.status}` : answer.message;
    if (!answer.ok) return;
    await refresh();
    // The button pressed is gone: keep the keyboard on the page, at what changed.
    status.focus();
  });

  const form = document.getElementById('comment-form');
  form?.addEventListener('submit', async (event) => {
    event.preventDefault();
    const field = document.getElementById('comment-text');
    const feedback = document.getElementById('comment-feedback');
    const typed = field.value.trim();
    if (!typed) {
      feedback.textContent = 'Write a comment first.';
      return;
    }
    const answer = await messageOf(
      await post(form.dataset.commentsUrl, { payload: asComment(typed) }),
    );
    if (!answer.ok) {
      feedback.textContent = answer.message;
      return;
    }
    field.value = '';
    await refresh();
    feedback.textContent = 'Your comment was added.';
  });
})();
