extension LiveClientScript {
    /// Applying patches to the DOM, without disturbing text being typed.
    static let patches = #"""
      // MARK: Patches
    
      // Changes made inside `withAnimation`: every element on the page transitions to its new
      // style with the animation's timing while the patch lands.
      function animate(anim) {
        root.style.setProperty("--s-ad", `${anim.ms / 1000}s`);
        root.style.setProperty("--s-af", anim.curve);
        root.style.setProperty("--s-adl", `${anim.delay / 1000}s`);
        root.classList.add("s-animating");
        clearTimeout(animationTimer);
        animationTimer = setTimeout(() => root.classList.remove("s-animating"), anim.ms + anim.delay + 50);
      }

      function apply(ops) {
        try {
          for (const op of ops) applyOne(op);
        } catch (error) {
          console.warn("strata-live: resynchronising after", error);
          transmit({ t: "resync" });
        }
      }
    
      function resolve(path) {
        let node = root;
        for (const index of path) {
          node = node.childNodes[index];
          if (!node) throw new Error("no node at " + path.join("/"));
        }
        return node;
      }
    
      function fragment(html, svg) {
        if (svg) {
          const wrapper = document.createElementNS("http://www.w3.org/2000/svg", "svg");
          wrapper.innerHTML = html;
          const result = document.createDocumentFragment();
          while (wrapper.firstChild) result.appendChild(wrapper.firstChild);
          return result;
        }
        const template = document.createElement("template");
        template.innerHTML = html;
        return template.content;
      }
    
      function applyOne(op) {
        switch (op[0]) {
          case "i": { const parent = resolve(op[1]); parent.insertBefore(fragment(op[3], op[4]), parent.childNodes[op[2]] || null); break; }
          case "r": { const node = resolve(op[1]); node.parentNode.removeChild(node); break; }
          case "m": {
            const parent = resolve(op[1]);
            const node = parent.childNodes[op[2]];
            if (!node) throw new Error("no child to move");
            parent.removeChild(node);
            parent.insertBefore(node, parent.childNodes[op[3]] || null);
            break;
          }
          case "a": {
            const element = resolve(op[1]);
            if (op[2] === "value" && isEditing(element)) break;
            element.setAttribute(op[2], op[3]);
            break;
          }
          case "d": resolve(op[1]).removeAttribute(op[2]); break;
          case "t": resolve(op[1]).data = op[2]; break;
          case "p": {
            const element = resolve(op[1]);
            if (op[2] === "value") {
              if (isEditing(element) || element.value === op[3]) break;
              const focused = element === document.activeElement;
              const start = element.selectionStart, end = element.selectionEnd;
              element.value = op[3];
              if (focused && start !== null) element.setSelectionRange(Math.min(start, op[3].length), Math.min(end, op[3].length));
            } else {
              element[op[2]] = op[3];
            }
            break;
          }
          case "h": {
            // The whole content again (after a reconnect): text still being typed stays.
            const typed = [...root.querySelectorAll("[data-s-input]")].filter((field) => isEditing(field) || field === document.activeElement)
              .map((field) => ({ node: field.getAttribute("data-s-input"), value: field.value, focused: field === document.activeElement }));
            root.innerHTML = op[1];
            for (const entry of typed) {
              const field = root.querySelector(`[data-s-input="${CSS.escape(entry.node)}"]`);
              if (!field) continue;
              if (field.value !== entry.value) field.value = entry.value;
              if (entry.focused) field.focus();
            }
            break;
          }
          default: throw new Error("unknown operation " + op[0]);
        }
      }
    """#
}
