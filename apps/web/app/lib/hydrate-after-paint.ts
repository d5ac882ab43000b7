import { useEffect } from 'react';

/**
 * The page's code starts downloading once the page has painted (decision 034). The server holds React
 * Router's module preloads and its module script back under these markers; the starter below, run as the
 * page is parsed, brings them back after the first frame.
 */
export const HELD_PRELOAD_ATTRIBUTE = 'data-preload-after-paint';
export const HELD_SCRIPT_ATTRIBUTE = 'data-run-after-paint';
/** Dispatched on the document once React has hydrated the page. */
export const HYDRATED_EVENT = 'lootmarket:hydrated';
/** A page whose code never ran stops holding taps after this long, so native forms and buttons act again. */
const HOLD_TAPS_MS = 15_000;

/**
 * Classic inline script, run as the page is parsed:
 * - after the first frame (or a second, in a tab that draws none) it preloads the held modules and runs the
 *   held module script under the page's nonce; a page the server did not rewrite holds nothing back;
 * - until the page has hydrated it holds taps on buttons, which nothing could answer yet, and
 *   replays them once the page can.
 */
export const HYDRATE_AFTER_PAINT_SCRIPT = `(function(){
var nonce=document.currentScript.nonce,started=false,held=[];
function start(){
if(started)return;started=true;
document.querySelectorAll('link[${HELD_PRELOAD_ATTRIBUTE}]').forEach(function(preload){
var link=document.createElement('link');link.rel='modulepreload';link.href=preload.getAttribute('href');link.nonce=nonce;document.head.appendChild(link);});
var waiting=document.querySelector('script[${HELD_SCRIPT_ATTRIBUTE}]');
if(!waiting)return;
var script=document.createElement('script');script.type='module';script.nonce=nonce;script.textContent=waiting.textContent;document.head.appendChild(script);}
function hold(event){
var target=event.target instanceof Element&&event.target.closest('button,[role="button"]');
if(!target)return;
event.preventDefault();event.stopImmediatePropagation();
if(held.indexOf(target)<0)held.push(target);}
function release(){document.removeEventListener('click',hold,true);}
document.addEventListener('click',hold,true);
document.addEventListener('${HYDRATED_EVENT}',function(){release();held.forEach(function(target){if(target.isConnected)target.click();});held=[];},{once:true});
setTimeout(release,${HOLD_TAPS_MS});
requestAnimationFrame(function(){setTimeout(start,0);});
setTimeout(start,1000);
})();`;

/** Marks `<html>` once the page has hydrated, for tools that drive the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Tells the starter that the page has hydrated: taps held until now are replayed. */
export function useAnnounceHydration(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
}
