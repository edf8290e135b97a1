#include "fake_document.hpp"

#include <algorithm>

namespace paipu::viewer::fakes {

Scene FakeHandView::scene(int position, int seat) const {
  requests.emplace_back(position, seat);
  Scene s = scenes.at(static_cast<std::size_t>(position));
  s.viewer = seat;
  if (seat < 0) {
    return s;
  }
  for (Zone& z : s.zones) {
    for (SceneGroup& g : z.groups) {
      const int owner = g.seat >= 0 ? g.seat : z.seat;
      for (ScenePiece& p : g.pieces) {
        const bool concealed = z.kind == ZoneKind::hand && z.seat != seat;
        if (concealed || (p.face_down && owner != seat)) {
          p.hidden = true;
          p.face.clear();
          p.label.clear();
        }
      }
    }
  }
  return s;
}

namespace {

using Faces = std::vector<std::string>;

struct Play {
  int seat = -1;
  Faces faces;
  bool face_down = false;
  std::string caption;
  int sideways = -1;  // index of the piece laid sideways
};

// The state of a scripted table; scene() turns it into the generic picture.
struct Table {
  Family family = Family::domino;
  std::vector<SeatInfo> seats;
  std::vector<Faces> hands;
  std::vector<std::vector<Play>> melds;
  std::vector<Faces> discards;
  std::vector<int> riichi_at;  // index of the sideways discard, per seat
  std::vector<std::vector<Play>> won;
  std::vector<Play> trick;
  int wall = 0;  // pieces left in the wall, drawn as backs (at most 10) with a count
  Play bottom;   // the kitty
  Faces indicators;
  Faces wild;                   // faces drawn as wildcards (財神)
  std::vector<int> claimed_at;  // per seat: the river index of a discard another seat claimed
  std::vector<std::string> info;
  int highlight_seat = -1;  // the last event's seat: its last play or discard is highlighted

  explicit Table(Family f, int n) : family(f) {
    static const char* kWinds[] = {"E", "S", "W", "N"};
    for (int i = 0; i < n; ++i) {
      SeatInfo si;
      si.wind = kWinds[i];
      seats.push_back(si);
    }
    seats[0].dealer = true;
    hands.resize(static_cast<std::size_t>(n));
    melds.resize(static_cast<std::size_t>(n));
    discards.resize(static_cast<std::size_t>(n));
    riichi_at.assign(static_cast<std::size_t>(n), -1);
    claimed_at.assign(static_cast<std::size_t>(n), -1);
    won.resize(static_cast<std::size_t>(n));
  }

  ScenePiece piece(const std::string& face, bool face_down = false) const {
    ScenePiece p;
    p.id = 0;
    p.family = family;
    p.face = face;
    p.label = face;
    p.face_down = face_down;
    p.wild = std::find(wild.begin(), wild.end(), face) != wild.end();
    return p;
  }

  SceneGroup group(const Play& play, bool highlight) const {
    SceneGroup g;
    g.seat = play.seat;
    g.caption = play.caption;
    g.highlight = highlight;
    for (std::size_t i = 0; i < play.faces.size(); ++i) {
      ScenePiece p = piece(play.faces[i], play.face_down);
      p.sideways = static_cast<int>(i) == play.sideways;
      p.highlight = highlight;
      g.pieces.push_back(p);
    }
    return g;
  }

  Scene scene() const {
    Scene s;
    s.marks = {.dealer_badge = "親", .trump_mark = "主"};  // as the host fills them in for 三打哈
    s.seats = seats;
    s.info = info;
    const int n = static_cast<int>(seats.size());
    for (int i = 0; i < n; ++i) {
      const auto u = static_cast<std::size_t>(i);
      s.seats[u].to_move = false;
      Zone h{ZoneKind::hand, i, "hand", {}};
      SceneGroup hg;
      hg.seat = i;
      for (const auto& f : hands[u]) {
        hg.pieces.push_back(piece(f));
      }
      h.groups.push_back(hg);
      s.zones.push_back(h);
      if (!melds[u].empty()) {
        Zone m{ZoneKind::melds, i, "melds", {}};
        for (const Play& p : melds[u]) {
          m.groups.push_back(group(p, false));
        }
        s.zones.push_back(m);
      }
      if (!discards[u].empty()) {
        Zone d{ZoneKind::discards, i, "discards", {}};
        SceneGroup g;
        g.seat = i;
        for (std::size_t k = 0; k < discards[u].size(); ++k) {
          ScenePiece p = piece(discards[u][k]);
          p.sideways = static_cast<int>(k) == riichi_at[u];
          p.dimmed = static_cast<int>(k) == claimed_at[u];
          p.highlight = i == highlight_seat && k + 1 == discards[u].size() && trick.empty();
          g.pieces.push_back(p);
        }
        d.groups.push_back(g);
        s.zones.push_back(d);
      }
      if (!won[u].empty()) {
        Zone w{ZoneKind::won, i, "won " + std::to_string(won[u].size()) + " 棟", {}};
        for (const Play& p : won[u]) {
          w.groups.push_back(group(p, false));
        }
        s.zones.push_back(w);
      }
    }
    if (!trick.empty()) {
      Zone t{ZoneKind::trick, -1, "trick", {}};
      for (std::size_t k = 0; k < trick.size(); ++k) {
        t.groups.push_back(
            group(trick[k], k + 1 == trick.size() && trick[k].seat == highlight_seat));
      }
      s.zones.push_back(t);
    }
    if (wall > 0) {
      Zone w{ZoneKind::wall, -1, "wall " + std::to_string(wall), {}};
      SceneGroup g;
      for (int k = 0; k < std::min(wall, 10); ++k) {
        ScenePiece p = piece("");
        p.hidden = true;
        g.pieces.push_back(p);
      }
      w.groups.push_back(g);
      s.zones.push_back(w);
    }
    if (!bottom.faces.empty()) {
      Zone b{ZoneKind::bottom, -1, "kitty", {group(bottom, false)}};
      s.zones.push_back(b);
    }
    if (!indicators.empty()) {
      Zone z{ZoneKind::info, -1, "財神 indicator", {}};
      SceneGroup g;
      for (const auto& f : indicators) {
        g.pieces.push_back(piece(f));
      }
      z.groups.push_back(g);
      s.zones.push_back(z);
    }
    return s;
  }
};

void take(Faces& from, const Faces& faces) {
  for (const auto& f : faces) {
    auto it = std::find(from.begin(), from.end(), f);
    if (it != from.end()) {
      from.erase(it);
    }
  }
}

// Records a step: the event line and what it left on the table.
struct Script {
  std::shared_ptr<FakeHandView> hand = std::make_shared<FakeHandView>();
  Table& table;
  explicit Script(Table& t) : table(t) {}

  StepInfo& snap(const std::string& notation, int to_move) {
    Scene s = table.scene();
    if (to_move >= 0 && to_move < static_cast<int>(s.seats.size())) {
      s.seats[static_cast<std::size_t>(to_move)].to_move = true;
    }
    hand->scenes.push_back(std::move(s));
    StepInfo info;
    info.notation = notation;
    info.pos = {static_cast<std::uint32_t>(10 + hand->steps.size()), 1};
    hand->steps.push_back(std::move(info));
    return hand->steps.back();
  }

  void play(int seat, const Faces& faces, bool face_down, std::string caption = {}) {
    take(table.hands[static_cast<std::size_t>(seat)], faces);
    table.trick.push_back({seat, faces, face_down, std::move(caption), -1});
    table.highlight_seat = seat;
  }

  void collect(int winner) {
    Play stack{winner, {}, true, {}, -1};
    for (const Play& p : table.trick) {
      stack.faces.insert(stack.faces.end(), p.faces.begin(), p.faces.end());
    }
    table.won[static_cast<std::size_t>(winner)].push_back(stack);
    table.trick.clear();
  }
};

Diagnostic diag(Severity sev, std::string code, std::string msg, int step) {
  Diagnostic d;
  d.severity = sev;
  d.code = std::move(code);
  d.message = std::move(msg);
  d.file = "fake.paipu";
  d.pos = {static_cast<std::uint32_t>(10 + step), 3};
  d.step = step - 1;
  return d;
}

}  // namespace

std::shared_ptr<FakeHandView> domino_hand() {
  Table t(Family::domino, 4);
  t.hands = {{"6-6", "1-1", "4-4", "1-3", "5-6", "4-5", "2-4", "1-2"},
             {"6-6", "5-5", "3-3", "2-2", "4-6", "1-6", "3-6", "2-6"},
             {"1-1", "4-4", "1-3", "5-5", "3-5", "3-4", "1-4", "1-5"},
             {"3-3", "2-2", "5-6", "4-6", "1-6", "1-5", "2-5", "2-3"}};
  t.info = {"trick 1"};
  Script s(t);
  s.snap("", 0);
  s.play(0, {"6-6"}, false, "lead");
  s.snap("E play 天", 1);
  s.play(1, {"2-2"}, true, "墊");
  s.snap("S play 板凳 (墊)", 2).comments = {"S cannot beat 天 and discards 板凳 face down."};
  s.play(2, {"5-5"}, true, "墊");
  s.snap("W play 梅花 (墊)", 3);
  s.play(3, {"3-3"}, true, "墊");
  s.snap("N play 長三 (墊)", 0).notes = {"E wins trick 1 (1 棟)"};
  s.collect(0);
  t.info = {"trick 2"};
  t.seats[0].status = "1 棟";
  s.play(0, {"1-2", "2-4"}, false, "lead");
  s.snap("E play 至尊", 1).glyph = "!";
  s.play(1, {"1-6", "3-6"}, true, "墊");
  s.snap("S play 高脚七 雑九 (墊)", 2).diagnostics = {
      diag(Severity::warning, "R210", "the comment says 2 棟 for E, the replay counts 1", 6)};
  s.play(2, {"3-4", "1-4"}, true, "墊");
  s.snap("W play 雑七 雑五 (墊)", 3);
  s.play(3, {"2-5", "2-3"}, true, "墊");
  s.snap("N play 雑七 雑五 (墊)", 0).notes = {"E wins trick 2 (2 棟)", "至尊: everyone pays E 2"};
  auto h = s.hand;
  h->seat_count = 4;
  h->before = {10, -4, -2, -4};
  h->after = h->before;
  const std::vector<Item> base{{ItemKind::base, "base", 2}};
  Payment p{1, 0, 2, "至尊", base, 7};
  h->settle.payments = {p, {2, 0, 2, "至尊", base, 7}, {3, 0, 2, "至尊", base, 7}};
  return h;
}

std::shared_ptr<FakeHandView> mahjong_hand() {
  Table t(Family::mahjong, 3);
  t.hands = {{"1m", "9m", "1p", "2p", "3p", "0p", "6p", "7s", "8s", "9s", "E", "E", "P", "C"},
             {"2m", "3m", "4m", "5p", "5p", "6p", "7p", "1s", "1s", "5s", "6s", "7s", "S"},
             {"9p", "9p", "8p", "2s", "3s", "4s", "0s", "6s", "S", "S", "W", "F", "F"}};
  t.wall = 62;
  t.indicators = {"4p"};
  t.info = {"財神: 5p"};
  for (auto& si : t.seats) {
    si.score = 35000;
  }
  Script s(t);
  s.snap("", 0);
  take(t.hands[0], {"C"});
  t.discards[0].push_back("C");
  t.highlight_seat = 0;
  s.snap("E discard 中", 1);
  t.hands[1].push_back("8p");
  t.wall = 61;
  t.highlight_seat = -1;
  s.snap("S draw 8p", 1);
  take(t.hands[1], {"S"});
  t.discards[1].push_back("S");
  t.riichi_at[1] = 0;
  t.seats[1].status = "riichi";
  t.highlight_seat = 1;
  s.snap("S riichi 南", 2);
  take(t.hands[2], {"S", "S"});
  t.discards[1].pop_back();
  t.melds[2].push_back({2, {"S", "S", "S"}, false, "pon", 0});
  t.highlight_seat = -1;
  s.snap("W pon 南", 2).comments = {"W calls the riichi tile."};
  take(t.hands[2], {"F"});
  t.discards[2].push_back("F");
  t.highlight_seat = 2;
  s.snap("W discard 發", 0);
  t.hands[0].push_back("8s");
  t.wall = 60;
  t.highlight_seat = -1;
  s.snap("E draw 8s", 0);
  take(t.hands[0], {"9m"});
  t.discards[0].push_back("9m");
  t.highlight_seat = 0;
  s.snap("E discard 九萬", 1).glyph = "?!";
  s.snap("S draw 1s", 1).diagnostics = {
      diag(Severity::error, "R104", "1s would be the fifth copy: the set has 4", 8)};
  auto h = s.hand;
  h->seat_count = 3;
  h->is_broken = true;
  h->before = {35000, 35000, 35000};
  h->after = h->before;
  h->rest = {"S discard 2m", "W draw *", "W discard 9p"};
  return h;
}

std::shared_ptr<FakeHandView> card_hand() {
  Table t(Family::card, 4);
  t.hands = {{"BJ", "LJ", "HA", "H10", "HK", "S2", "S5", "DQ", "D9", "C3", "C10", "CJ"},
             {"H2", "H7", "SA", "SK", "S9", "D4", "D10", "C5", "C8", "CQ", "H5", "DK"},
             {"HQ", "H9", "SQ", "S10", "S7", "DA", "D6", "C2", "C9", "CK", "H3", "S3"},
             {"H8", "H4", "DQ", "S6", "D2", "D8", "DJ", "CA", "C4", "C7", "H6", "D7"}};
  t.bottom = {-1, {"S4", "S8", "D3", "D5", "C6", "HJ"}, true, {}, -1};
  t.info = {"trump ♥", "bid 75"};
  t.seats[0].status = "declarer";
  Script s(t);
  s.snap("", 0);
  s.play(0, {"HA"}, false, "lead");
  s.snap("E play HA", 1);
  s.play(1, {"H7"}, false);
  s.snap("S play H7", 2);
  s.play(2, {"HQ"}, false);
  s.snap("W play HQ", 3);
  s.play(3, {"H8"}, false);
  s.snap("N play H8", 0).notes = {"E wins the trick"};
  s.collect(0);
  s.play(0, {"BJ", "LJ"}, false, "lead");
  s.snap("E play BJ LJ", 1).comments = {"Both jokers as a pair."};
  s.play(1, {"H2", "H5"}, false);
  s.snap("S play H2 H5", 2);
  s.play(2, {"H3", "H9"}, false);
  s.snap("W play H3 H9", 3);
  s.play(3, {"H4", "H6"}, false);
  s.snap("N play H4 H6", -1).notes = {"E wins the trick", "E makes the contract"};
  auto h = s.hand;
  h->seat_count = 4;
  h->is_finished = true;
  h->before = {0, 0, 0, 0};
  h->settle.complete = true;
  h->settle.winners = {0};
  const std::vector<Item> doubled{{ItemKind::base, "base", 1}, {ItemKind::times, "doubled", 2}};
  h->settle.payments = {{1, 0, 2, "contract", doubled, -1},
                        {2, 0, 2, "contract", doubled, -1},
                        {3, 0, 2, "contract", doubled, -1}};
  h->settle.deltas = {6, -2, -2, -2};
  h->after = {6, -2, -2, -2};
  return h;
}

std::shared_ptr<FakeHandView> xiangqi_hand() {
  Table t(Family::xiangqi, 4);
  t.hands = {{"R帥", "R仕", "R相", "R俥", "R傌", "R炮", "R兵", "R兵"},
             {"B將", "B士", "B象", "B車", "B馬", "B砲", "B卒", "B卒"},
             {"R仕", "R相", "R俥", "R傌", "R炮", "R兵", "R兵", "R兵"},
             {"B士", "B象", "B車", "B馬", "B砲", "B卒", "B卒", "B卒"}};
  t.info = {"trick 1"};
  Script s(t);
  s.snap("", 0);
  s.play(0, {"R帥"}, false, "lead");
  s.snap("E play 帥", 1);
  s.play(1, {"B卒"}, true, "墊");
  s.snap("S play 卒 (墊)", 2);
  s.play(2, {"R兵"}, true, "墊");
  s.snap("W play 兵 (墊)", 3);
  s.play(3, {"B卒"}, true, "墊");
  s.snap("N play 卒 (墊)", 0).notes = {"E wins trick 1"};
  s.collect(0);
  t.info = {"trick 2"};
  s.play(0, {"R兵", "R兵"}, false, "lead");
  s.snap("E play 兵兵", 1);
  s.play(1, {"B象", "B士"}, true, "墊");
  s.snap("S play 象 士 (墊)", 2);
  auto h = s.hand;
  h->seat_count = 4;
  h->before = {0, 0, 0, 0};
  h->after = h->before;
  return h;
}

std::shared_ptr<FakeHandView> mahjong4_hand() {
  Table t(Family::mahjong, 4);
  t.hands = {{"1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "E", "E", "P", "P", "F"},
             {"2m", "3m", "4m", "5m", "6m", "0m", "7m", "8m", "9m", "N", "N", "C", "C"},
             {"1p", "1p", "2p", "3p", "4p", "5s", "6s", "7s", "8s", "9s", "W", "W", "S"},
             {"3s", "3s", "4s", "4s", "5s", "6s", "0s", "7p", "8p", "9p", "f1", "f5", "N"}};
  const Faces river = {"1m", "9p", "S",  "W", "2s", "8m", "C", "3p", "7s",
                       "E",  "4m", "6p", "N", "1s", "9s", "F", "5m", "2p"};
  for (int s = 0; s < 4; ++s) {
    t.discards[static_cast<std::size_t>(s)] = river;
    t.seats[static_cast<std::size_t>(s)].score = 25000;
  }
  t.riichi_at[2] = 5;
  t.seats[2].status = "riichi";
  for (int s = 1; s < 4; ++s) {
    auto& m = t.melds[static_cast<std::size_t>(s)];
    m.push_back({s, {"6s", "6s", "6s"}, false, "pon", 0});
    m.push_back({s, {"2p", "3p", "4p"}, false, "chi", 0});
    m.push_back({s, {"P", "P", "P", "P"}, false, "kan", 3});
  }
  t.wall = 20;
  t.wild = {"5p"};
  t.claimed_at[1] = 2;
  t.indicators = {"4p", "E"};
  t.info = {"round E2", "財神: 5p, 南"};
  Script s(t);
  s.snap("", 0);
  take(t.hands[0], {"F"});
  t.discards[0].push_back("F");
  t.highlight_seat = 0;
  s.snap("E discard 發", 1);
  auto h = s.hand;
  h->before = {25000, 25000, 25000, 25000};
  h->after = h->before;
  return h;
}

std::unique_ptr<FakeDocument> make_document(bool all) {
  auto doc = std::make_unique<FakeDocument>("fake.paipu");
  auto summary = [](int i, std::string title, std::string variant) {
    HandSummary s;
    s.record = 0;
    s.hand = i;
    s.title = std::move(title);
    s.variant = std::move(variant);
    s.tags = {{"Event", "Club night"}, {"Date", "2024-05-01"}};
    return s;
  };
  doc->add(summary(0, "Club night — hand 1", "tianjiu"), domino_hand());
  HandSummary ms = summary(1, "Sanma — hand 2", "chinton3");
  ms.has_error = true;
  doc->add(ms, mahjong_hand());
  if (all) {
    doc->add(summary(2, "Cards — hand 3", "sandaha"), card_hand());
    doc->add(summary(3, "Qizi — hand 4", "daqizi"), xiangqi_hand());
    doc->add(summary(4, "Wenzhou — hand 5", "wenzhou"), mahjong4_hand());
  }
  return doc;
}

namespace {

// The domino hand's table, with no marks of its own, paid from `before` to `after`.
std::shared_ptr<FakeHandView> paid_hand(std::vector<long long> before, std::vector<long long> after,
                                        bool finished) {
  auto h = domino_hand();
  for (StepInfo& st : h->steps) {
    st.comments.clear();
    st.glyph.clear();
    st.diagnostics.clear();
  }
  h->before = std::move(before);
  h->after = std::move(after);
  h->is_finished = finished;
  h->settle.complete = finished;
  return h;
}

Diagnostic finding(Severity severity, std::string code) {
  Diagnostic d;
  d.severity = severity;
  d.code = std::move(code);
  d.message = "planted for the score strip";
  return d;
}

}  // namespace

std::unique_ptr<FakeDocument> make_match_document() {
  auto doc = std::make_unique<FakeDocument>("match.paipu");
  auto summary = [](int record, int hand) {
    HandSummary s;
    s.record = record;
    s.hand = hand;
    s.title = "Match " + std::to_string(record + 1) + " — hand " + std::to_string(hand + 1);
    s.variant = "tianjiu";
    return s;
  };
  // Hand 1: E wins 6.
  doc->add(summary(0, 0), paid_hand({0, 0, 0, 0}, {6, -2, -2, -2}, true));
  // Hand 2 breaks at an error and is not settled: its replay knows no totals after it.
  auto broken = paid_hand({6, -2, -2, -2}, {}, false);
  broken->is_broken = true;
  broken->steps.back().diagnostics.push_back(finding(Severity::error, "T105"));
  doc->add(summary(0, 1), broken);
  // Hand 3: S wins 10; a comment on its first step.
  auto commented = paid_hand({6, -2, -2, -2}, {2, 8, -5, -5}, true);
  commented->steps.at(1).comments.push_back("a fine lead");
  doc->add(summary(0, 2), commented);
  // Hand 4: a small payment and a warning (a stated result that does not match).
  auto warned = paid_hand({2, 8, -5, -5}, {3, 9, -6, -6}, true);
  warned->steps.back().diagnostics.push_back(finding(Severity::warning, "R013"));
  doc->add(summary(0, 3), warned);
  // The next record starts again from zero.
  doc->add(summary(1, 0), paid_hand({0, 0, 0, 0}, {-3, 1, 1, 1}, true));
  return doc;
}

}  // namespace paipu::viewer::fakes
