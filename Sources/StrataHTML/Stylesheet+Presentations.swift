extension Stylesheet {
    /// Alerts, confirmation dialogs and sheets (`NodeEmitter+Presentation.swift`), over a scrim
    /// that dims the page. Sheets rise from the bottom edge: at full height by default, or at
    /// their detent's height (`s-detent`, an inline percentage of the tallest sheet), with the
    /// 36 × 5 pt grabber iOS draws 5 pt below the top edge (`s-grab`); a full-screen cover fills
    /// the screen (`s-cover`). Confirmation dialogs are
    /// iOS action sheets (`s-action-sheet`): a rounded group of full-width 57 pt buttons under a
    /// small header, and the bold cancel button apart below it, 8 pt from the screen's edges.
    /// The buttons' rules carry `:not(#_)` to outweigh the touch-target borders, which a full-width
    /// 57 pt row does not need.
    static let presentations = """
    .s-scrim{position:fixed;inset:0;z-index:1000;display:flex;align-items:center;justify-content:center;padding:24px;background:rgba(0,0,0,.35)}
    .s-scrim-bottom{align-items:flex-end}html:has(.s-scrim){overflow:hidden}
    .s-scrim-bottom:has(>.s-sheet){padding:max(48px,env(safe-area-inset-top)) 0 0}
    @media (max-width:500px){.s-scrim-bottom:not(:has(>.s-sheet)){padding:8px 8px max(8px,env(safe-area-inset-bottom))}.s-scrim-bottom>.s-dialog:not(.s-sheet){max-width:none}}
    .s-dialog{display:flex;flex-direction:column;align-items:center;gap:12px;background:var(--s-background);color:var(--s-primary);border-radius:14px;padding:20px;max-width:320px;width:100%;box-shadow:0 10px 30px rgba(0,0,0,.25)}
    .s-sheet{max-width:640px;border-radius:14px 14px 0 0;align-items:stretch;align-self:stretch;justify-content:center;overflow-y:auto;padding-bottom:max(20px,env(safe-area-inset-bottom))}
    .s-plain{background:none;padding:0;box-shadow:none;max-width:none;width:100%;height:100%;justify-content:center;border-radius:0}
    .s-scrim:has(>.s-plain){padding:0}.s-plain>.s-gw{align-self:stretch}.s-plain>.s-gh{flex-grow:1}
    .s-sheet.s-detent{align-self:flex-end;max-height:100%;min-height:0}
    .s-scrim-bottom:has(>.s-cover){padding:0}.s-cover{max-width:none;border-radius:0;box-shadow:none;padding-top:max(20px,env(safe-area-inset-top))}
    .s-grab{justify-content:flex-start;padding-top:5px}
    .s-grab::before{content:"";position:sticky;top:5px;z-index:1;flex:none;align-self:center;width:36px;height:5px;border-radius:2.5px;background:var(--s-tertiary);margin-bottom:-2px}
    .s-grab>:first-child{margin-top:auto}.s-grab>:last-child{margin-bottom:auto}
    .s-action-sheet{background:none;box-shadow:none;padding:0;gap:8px;align-items:stretch;overflow-y:auto;max-height:100%}
    .s-as-group,.s-as-cancel{display:flex;flex-direction:column;align-items:stretch;flex:none;border-radius:13px;overflow:hidden}
    .s-as-group{background:color-mix(in srgb,var(--s-secondaryBackground) 94%,transparent);-webkit-backdrop-filter:blur(20px);backdrop-filter:blur(20px)}
    .s-as-cancel{background:var(--s-secondaryGroupedBackground)}
    .s-as-header{display:flex;flex-direction:column;align-items:center;gap:4px;padding:14px 16px;text-align:center;color:var(--s-secondary)}
    .s-as-group>*+*,.s-as-cancel>*+*{box-shadow:inset 0 .5px 0 var(--s-separator)}
    :is(.s-as-group,.s-as-cancel)>.s-btn:not(#_){border:0;margin:0;border-radius:0;min-height:57px;padding:8px 16px;justify-content:center;text-align:center;font-size:20px;line-height:25px;font-weight:400;color:var(--s-tint-text,var(--s-accent-text));background:none}
    .s-as-group>.s-role-destructive:not(#_){color:var(--s-red-text)}.s-as-cancel>.s-btn:not(#_){font-weight:600}
    :is(.s-as-group,.s-as-cancel)>.s-btn:hover:not(#_){background-color:var(--s-fill)}
    """
}
