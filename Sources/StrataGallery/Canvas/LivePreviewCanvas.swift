import Strata

/// The live part of a preview's page: the stage, and the controls of its `@Previewable @State`
/// variables, which change the running preview.
nonisolated struct LivePreviewCanvas: View {
    let entry: PreviewEntry
    let options: CanvasOptions
    @State private var controls: [PreviewControl] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            PreviewStage(entry: entry, options: options)
                .onPreferenceChange(PreviewControlsKey.self) { controls = $0 }
            if !controls.isEmpty {
                PreviewControlsPanel(controls: controls)
            }
        }
    }
}

/// One editor per control, as Storybook's Controls panel: a switch, a stepper, a slider, a text
/// field or a picker, bound to the preview's own state.
nonisolated struct PreviewControlsPanel: View {
    let controls: [PreviewControl]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Controls").font(.headline).accessibilityAddTraits(.isHeader)
            ForEach(controls, id: \.name) { control in
                editor(for: control)
            }
        }
        .padding()
        .frame(maxWidth: 390, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.12)))
    }

    @ViewBuilder private func editor(for control: PreviewControl) -> some View {
        switch control.editor {
        case .toggle(let binding):
            Toggle(control.name, isOn: binding)
        case .integer(let binding):
            Stepper("\(control.name): \(binding.wrappedValue)", value: binding)
        case .number(let binding):
            VStack(alignment: .leading, spacing: 4) {
                Text("\(control.name): \(control.valueDescription)")
                Slider(value: binding, in: 0...max(1, abs(binding.wrappedValue) * 2))
                    .accessibilityLabel(control.name)
            }
        case .text(let binding):
            VStack(alignment: .leading, spacing: 4) {
                Text(control.name).font(.caption).foregroundStyle(.secondary)
                TextField(control.name, text: binding).textFieldStyle(.roundedBorder)
            }
        case .choice(let options, let selection):
            Picker(control.name, selection: selection) {
                ForEach(options.indices, id: \.self) { index in
                    Text(options[index]).tag(index)
                }
            }
        case .unsupported:
            Text("\(control.name): \(control.valueDescription)").foregroundStyle(.secondary)
        }
    }
}
