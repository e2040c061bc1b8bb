/**
 * The sandbox's stand-in for https://checkout.razorpay.com/v1/checkout.js and its checkout window.
 * checkout.js exposes window.Razorpay with Razorpay's options shape (key, amount as a string in paise,
 * currency, order_id, name, description, theme.color, handler, modal.ondismiss, callback_url + redirect)
 * and its events (rzp.on('payment.failed', cb)), so the web app's checkout code runs unchanged.
 */
export const CHECKOUT_JS = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? new URL('.', script.src).href : location.origin + '/sandbox/razorpay/';
  var origin = new URL(base).origin;
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: the key option is required');
    if (!options.order_id) throw new Error('Razorpay: the order_id option is required');
    this.options = options;
    this.events = {};
    this.frame = null;
  }
  Razorpay.prototype.on = function (event, cb) { this.events[event] = cb; return this; };
  Razorpay.prototype.close = function () {
    if (this.frame) { this.frame.remove(); this.frame = null; }
    if (this.listener) { window.removeEventListener('message', this.listener); this.listener = null; }
  };
  Razorpay.prototype.open = function () {
    var o = this.options;
    var q = new URLSearchParams({
      key_id: o.key, order_id: o.order_id, amount: String(o.amount || ''), currency: o.currency || 'INR',
      name: o.name || '', description: o.description || '', color: (o.theme && o.theme.color) || '#2d9bea'
    });
    if (o.redirect && o.callback_url) {
      q.set('callback_url', o.callback_url);
      location.href = base + 'checkout?' + q.toString();
      return;
    }
    var self = this;
    var frame = document.createElement('iframe');
    frame.src = base + 'checkout?' + q.toString();
    frame.title = 'Razorpay Checkout (sandbox)';
    frame.setAttribute('data-sandbox-razorpay', '');
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:rgba(0,0,0,.5)';
    this.listener = function (e) {
      if (e.origin !== origin || !e.data || e.data.source !== 'sandbox-razorpay') return;
      var d = e.data;
      if (d.type === 'success') { self.close(); if (o.handler) o.handler(d.response); }
      else if (d.type === 'failed') { self.close(); if (self.events['payment.failed']) self.events['payment.failed'](d.response); }
      else if (d.type === 'dismiss' || d.type === 'lost') { self.close(); if (d.type === 'dismiss' && o.modal && o.modal.ondismiss) o.modal.ondismiss(); }
    };
    window.addEventListener('message', this.listener);
    document.body.appendChild(frame);
    this.frame = frame;
  };
  window.Razorpay = Razorpay;
})();
`;

export const CHECKOUT_PAGE_JS = String.raw`(function () {
  'use strict';
  var q = new URLSearchParams(location.search);
  var embedded = window.parent !== window;
  var status = document.getElementById('status');
  function tell(type, response) {
    if (embedded) window.parent.postMessage({ source: 'sandbox-razorpay', type: type, response: response }, '*');
  }
  function redirect(fields) {
    var form = document.createElement('form');
    form.method = 'POST';
    form.action = q.get('callback_url');
    Object.keys(fields).forEach(function (k) {
      var i = document.createElement('input'); i.type = 'hidden'; i.name = k; i.value = fields[k]; form.appendChild(i);
    });
    document.body.appendChild(form);
    form.submit();
  }
  function pay(outcome) {
    document.querySelectorAll('button').forEach(function (b) { b.disabled = true; });
    status.textContent = 'Processing…';
    fetch('checkout/pay', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: q.get('key_id'), order_id: q.get('order_id'), outcome: outcome })
    }).then(function (r) { return r.json(); }).then(function (a) {
      if (a.lost) { status.textContent = 'Paid. The sandbox lost the browser on purpose: only the webhook reports this payment.'; return; }
      if (a.error) {
        status.textContent = a.error.description;
        if (q.get('callback_url')) redirect({ 'error[code]': a.error.code, 'error[description]': a.error.description,
          'error[reason]': a.error.reason, 'error[metadata]': JSON.stringify(a.error.metadata) });
        else tell('failed', { error: a.error });
        return;
      }
      status.textContent = 'Payment successful';
      if (q.get('callback_url')) redirect(a); else tell('success', a);
    }).catch(function () { status.textContent = 'The sandbox did not answer.'; });
  }
  document.getElementById('pay').addEventListener('click', function () { pay('success'); });
  document.getElementById('fail').addEventListener('click', function () { pay('failure'); });
  // The buttons come disabled in the HTML: a click before this script has run would do nothing.
  document.getElementById('pay').disabled = false;
  document.getElementById('fail').disabled = false;
  document.getElementById('close').addEventListener('click', function () {
    if (embedded) tell('dismiss'); else history.back();
  });
})();
`;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function checkoutPage(p: {
  name: string;
  description: string;
  amountText: string;
  orderId: string;
  color: string;
}) {
  const color = /^#[0-9a-f]{3,8}$/i.test(p.color) ? p.color : '#2d9bea';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Checkout (sandbox)</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px system-ui,sans-serif;background:transparent}
main{background:#fff;border-radius:12px;box-shadow:0 8px 40px rgba(0,0,0,.25);width:min(92vw,380px);overflow:hidden}
header{background:${color};color:#fff;padding:16px 20px;position:relative}
header h1{font-size:18px;margin:0 0 4px}header p{margin:0;opacity:.9}
#close{position:absolute;top:10px;right:12px;background:none;border:0;color:#fff;font-size:22px;cursor:pointer}
section{padding:20px}.amount{font-size:28px;font-weight:600;margin:0 0 4px}.note{color:#555;font-size:13px;margin:0 0 20px}
button.act{display:block;width:100%;padding:12px;border-radius:8px;font-size:16px;cursor:pointer;margin-top:10px}
#pay{background:${color};color:#fff;border:0}#fail{background:#fff;color:#b00020;border:1px solid #b00020}
#status{min-height:1.4em;margin-top:12px;color:#333}
</style></head><body><main>
<header><h1>${escapeHtml(p.name)}</h1><p>${escapeHtml(p.description)}</p>
<button id="close" aria-label="Close">×</button></header>
<section><p class="amount">${escapeHtml(p.amountText)}</p>
<p class="note">Sandbox checkout for order ${escapeHtml(p.orderId)}. No real money moves.</p>
<button id="pay" class="act" disabled>Pay</button><button id="fail" class="act" disabled>Fail</button>
<p id="status" role="status"></p></section></main>
<script src="checkout-page.js"></script></body></html>`;
}
