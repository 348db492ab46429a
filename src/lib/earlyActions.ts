// What a visitor does before the page's scripts have run is kept and done once they have
// (docs/decisions/054-early-actions.md). The page paints before its scripts run (decision 038),
// and in that window a button that needs them would swallow a click. This small script, inlined
// at the end of <head> with the scripts' starter (src/lib/scriptsAfterPaint.ts) and hashed into
// the page's policy like it, listens on the document before anything else:
//
// - a click on a `<button type="button">`, which does nothing without scripts ("load more", a
//   gallery's play, the lightbox), is kept; a button that works without scripts is left to the
//   browser: one that opens a popover (`popovertarget`: the header's menus) and one marked
//   `data-native` (a submenu or the language list, shown by CSS on hover and focus);
// - a click on an element marked `data-early` (the search icon: a link to the results page that
//   opens a dialog once the scripts run) is kept;
// - a form marked `data-early` (the footer's sign-up, the status check, the contract lookup, the
//   application form), sent by a button or by Enter, is kept with the button that sent it.
//
// Only the last action is kept (a second click means the visitor changed their mind) and the
// element shows it is waiting (`aria-busy`, `data-early-kept`, styled in globals.css; its own
// `aria-busy` comes back after). When the
// layout marks <html data-hydrated>, the action is done again: the same click, or the same form
// sent by the same button, so the visitor sees the result without doing anything again. When the
// scripts have not run after a few seconds (a network that lost them), a kept link is followed
// and a kept form with an address is sent to its server as a page without scripts would be; a
// kept button, which has no such fallback, stops waiting. Links, fields and every other element
// are left to the browser: they work without scripts. What was typed, chosen or ticked before the
// scripts ran is noted; React takes such a field over with its own (empty) state and would
// clear it on its next render, so once the scripts have run each noted field gets its value
// back through the events React listens to, before the kept action is done again.

/** How long a kept link or form waits for the scripts before the browser does its own job. */
export const EARLY_ACTION_WAIT_MS = 4_000

// Plain JavaScript, as the page runs it: a function's own text would carry the build's helpers.
const KEEPER = `(function(waitMs){
var d=document,h=d.documentElement,kept=null,native=false,typed=new Map();
function ready(){return h.hasAttribute("data-hydrated")}
function release(){if(!kept)return null;var was=kept;kept=null;clearTimeout(was.timer);was.element.removeAttribute("data-early-kept");
if(was.busy===null)was.element.removeAttribute("aria-busy");else was.element.setAttribute("aria-busy",was.busy);return was}
function fallBack(){var was=release();if(!was||ready())return;native=true;
if(was.form){if(was.form.getAttribute("action"))HTMLFormElement.prototype.submit.call(was.form)}
else if(was.element instanceof HTMLAnchorElement&&was.element.href)location.assign(was.element.href);
native=false}
function keep(event,element,form,submitter){event.preventDefault();event.stopPropagation();release();
var busy=element.getAttribute("aria-busy");element.setAttribute("data-early-kept","");element.setAttribute("aria-busy","true");
kept={element:element,form:form,submitter:submitter,busy:busy,timer:setTimeout(fallBack,waitMs)}}
function note(event){var f=event.target;if(ready()||!(f instanceof HTMLInputElement||f instanceof HTMLTextAreaElement||f instanceof HTMLSelectElement))return;
typed.set(f,f.type==="checkbox"||f.type==="radio"?{checked:f.checked}:{value:f.value})}
function restore(){typed.forEach(function(was,f){if(!f.isConnected)return;
if("checked" in was){if(f.checked!==was.checked)f.click();return}
if(f.value===was.value)return;var proto=Object.getPrototypeOf(f),set=Object.getOwnPropertyDescriptor(proto,"value").set;
set.call(f,was.value);f.dispatchEvent(new Event("input",{bubbles:true}));f.dispatchEvent(new Event("change",{bubbles:true}))});typed.clear()}
d.addEventListener("input",note,true);d.addEventListener("change",note,true);
d.addEventListener("click",function(event){if(native||ready()||!(event.target instanceof Element))return;
var marked=event.target.closest('button[type="button"]:not([popovertarget],[data-native]),[data-early]:not(form)');
if(marked instanceof HTMLElement&&!marked.disabled)keep(event,marked)},true);
d.addEventListener("submit",function(event){var form=event.target;
if(native||ready()||!(form instanceof HTMLFormElement)||!form.hasAttribute("data-early"))return;
var submitter=event.submitter;keep(event,submitter instanceof HTMLElement?submitter:form,form,submitter)},true);
new MutationObserver(function(_,observer){if(!ready())return;observer.disconnect();
setTimeout(function(){restore();setTimeout(function(){var was=release();if(!was||!was.element.isConnected)return;
if(was.form){if(was.form.isConnected)was.form.requestSubmit(was.submitter&&was.submitter.isConnected&&!was.submitter.disabled?was.submitter:null)}
else was.element.click()},0)},0)}).observe(h,{attributes:true,attributeFilter:["data-hydrated"]})
})`

/** The keeper as inline script text. */
export const earlyActionKeeper = (waitMs = EARLY_ACTION_WAIT_MS): string => `${KEEPER}(${waitMs})`
