import SwiftUI

// A view model isolated to the main actor, as Apple's guidance since Swift 5.5 suggests, owned
// with @StateObject and handed down with @ObservedObject.
@MainActor
final class ScoreboardModel: ObservableObject {
    @Published var home = 0
    @Published var away = 0
    @Published var title = "Derby"

    var summary: String { "\(home) – \(away)" }

    func scoreHome() { home += 1 }
    func scoreAway() { away += 1 }
    func reset() {
        home = 0
        away = 0
    }
}

struct ScoreTile: View {
    let team: String
    let score: Int

    var body: some View {
        VStack(spacing: 4) {
            Text(team).font(.caption).foregroundColor(.secondary)
            Text("\(score)").font(.system(size: 34, weight: .bold, design: .rounded))
        }
        .frame(width: 90)
        .padding(.vertical, 10)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.systemGray6)))
    }
}

struct Scoreboard: View {
    @StateObject private var model = ScoreboardModel()

    var body: some View {
        VStack(spacing: 16) {
            header
            HStack(spacing: 12) {
                ScoreTile(team: "Home", score: model.home)
                ScoreTile(team: "Away", score: model.away)
            }
            controls
            ScoreSummary(model: model)
        }
        .padding()
    }

    private var header: some View {
        Text(model.title)
            .font(.title2.bold())
            .accessibilityLabel("\(model.title), \(model.summary)")
    }

    private var controls: some View {
        HStack {
            Button("Home scores") { model.scoreHome() }
            Button("Away scores") { model.scoreAway() }
            Button("Reset", role: .destructive, action: model.reset)
        }
        .buttonStyle(.bordered)
    }
}

struct ScoreSummary: View {
    @ObservedObject var model: ScoreboardModel

    var body: some View {
        Label(model.summary, systemImage: "sportscourt")
    }
}

struct Scoreboard_Previews: PreviewProvider {
    static var previews: some View {
        Scoreboard()
    }
}
