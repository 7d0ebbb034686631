//! Graph colouring against outside facts: chromatic polynomials (the number of proper
//! colourings of a graph in k colours) of cycles, wheels, trees, complete graphs, the
//! Petersen graph and the textbook's map of Australia; a brute-force count on random small
//! graphs, in both region orders; the built-in maps; and random text that never makes the
//! map reader panic.

use std::collections::BTreeSet;

use backtrack::engine::{Event, Search, StopAfter, Timeline};
use backtrack::problems::Notation;
use backtrack::problems::graph_colouring::{
    ColourMap, ColouringBoard, MAX_COLOURS, MapError, PRESETS, RegionOrder,
};
use proptest::prelude::*;

/// The map text of a graph on `n` vertices `V0`, `V1`, … with `edges`.
fn graph(n: usize, edges: &[(usize, usize)]) -> String {
    let mut text: String = (0..n).map(|v| format!("region V{v}\n")).collect();
    for &(a, b) in edges {
        text.push_str(&format!("V{a} V{b}\n"));
    }
    text
}

/// Every colouring a search of `text` in `k` colours finds, each in the file's order.
fn colourings(text: &str, k: usize, order: RegionOrder) -> Vec<Vec<u8>> {
    let map = ColourMap::parse(text).expect("a test graph reads");
    let board = ColouringBoard::new(map, k, order).expect("a colours count in range");
    let mut search = Search::new(board, StopAfter::Exhaustion);
    let mut found = Vec::new();
    while let Some(event) = search.next() {
        if event == Event::Solution {
            let colouring = search.problem().colouring();
            found.push(
                colouring
                    .iter()
                    .map(|c| c.expect("a full colouring"))
                    .collect(),
            );
        }
    }
    assert_eq!(search.counters().solutions, found.len() as u64);
    found
}

/// The number of colourings in `k` colours, the same in both orders.
fn count(text: &str, k: usize) -> u64 {
    let counts = RegionOrder::ALL.map(|order| colourings(text, k, order).len() as u64);
    assert_eq!(counts[0], counts[1], "the orders disagree in {k} colours");
    counts[0]
}

fn cycle(n: usize) -> String {
    graph(n, &(0..n).map(|v| (v, (v + 1) % n)).collect::<Vec<_>>())
}

/// A hub `V0` inside a rim of `n`, `V1` to `Vn`.
fn wheel(n: usize) -> String {
    let mut edges: Vec<_> = (1..=n).map(|v| (0, v)).collect();
    edges.extend((1..=n).map(|v| (v, v % n + 1)));
    graph(n + 1, &edges)
}

fn complete(n: usize) -> String {
    let edges: Vec<_> = (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .collect();
    graph(n, &edges)
}

fn pow(base: i64, exp: usize) -> i64 {
    base.pow(exp as u32)
}

#[test]
fn cycles_follow_their_chromatic_polynomial() {
    // P(C_n, k) = (k-1)^n + (-1)^n (k-1).
    for n in 3..=8 {
        for k in 1..=4 {
            let k1 = k as i64 - 1;
            let expected = pow(k1, n) + pow(-1, n) * k1;
            assert_eq!(count(&cycle(n), k) as i64, expected, "C_{n} in {k}");
        }
    }
    assert_eq!(count(&cycle(5), 3), 30);
}

#[test]
fn wheels_follow_their_chromatic_polynomial() {
    // P(W_n, k) = k ((k-2)^n + (-1)^n (k-2)) for a hub inside a rim of n.
    for n in 3..=7 {
        for k in 1..=5 {
            let k2 = k as i64 - 2;
            let expected = k as i64 * (pow(k2, n) + pow(-1, n) * k2);
            assert_eq!(count(&wheel(n), k) as i64, expected, "W_{n} in {k}");
        }
    }
}

#[test]
fn trees_have_k_times_k_minus_one_to_the_edges() {
    // P(T, k) = k (k-1)^(n-1) for every tree on n vertices: a path, a star, and a
    // branching tree.
    let path = graph(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]);
    let star = graph(6, &[(0, 1), (0, 2), (0, 3), (0, 4), (0, 5)]);
    let branching = graph(7, &[(3, 0), (0, 1), (0, 2), (3, 4), (4, 5), (6, 4)]);
    for (tree, n) in [(path, 6), (star, 6), (branching, 7)] {
        for k in 1..=4 {
            let expected = k as i64 * pow(k as i64 - 1, n - 1);
            assert_eq!(count(&tree, k) as i64, expected, "{tree} in {k}");
        }
    }
}

#[test]
fn complete_graphs_count_falling_factorials() {
    // P(K_n, k) = k (k-1) … (k-n+1): zero when k < n.
    for n in 1..=6 {
        for k in 1..=7 {
            let expected: i64 = (0..n as i64).map(|i| (k as i64 - i).max(0)).product();
            assert_eq!(count(&complete(n), k) as i64, expected, "K_{n} in {k}");
        }
    }
}

/// The Petersen graph's chromatic polynomial, t(t-1)(t-2)(t^7 - 12t^6 + 67t^5 - 230t^4 +
/// 529t^3 - 814t^2 + 775t - 352).
fn petersen_polynomial(t: i64) -> i64 {
    let inner = [1, -12, 67, -230, 529, -814, 775, -352]
        .iter()
        .fold(0, |sum, &c| sum * t + c);
    t * (t - 1) * (t - 2) * inner
}

#[test]
fn petersen_graph_has_120_colourings_in_3_colours() {
    let petersen = PRESETS.iter().find(|p| p.name == "petersen").unwrap();
    assert_eq!(petersen_polynomial(3), 120);
    for k in 1..=5 {
        assert_eq!(
            count(petersen.map, k) as i64,
            petersen_polynomial(k as i64),
            "in {k}"
        );
    }
}

#[test]
fn australia_has_18_colourings_in_3_colours() {
    let australia = PRESETS.iter().find(|p| p.name == "australia").unwrap();
    assert_eq!(count(australia.map, 3), 18);
    // South Australia touches every other mainland region, which form the path WA NT Q
    // NSW V, and Tasmania touches none: k (k-1) (k-2)^4 times k.
    for k in 1..=5i64 {
        let expected = k * (k - 1) * pow(k - 2, 4) * k;
        assert_eq!(count(australia.map, k as usize) as i64, expected, "in {k}");
    }
}

#[test]
fn most_constrained_first_starts_where_the_textbook_does() {
    // All regions have three colours left at first; South Australia has the most
    // neighbours, so the degree tie-break picks it, as the textbook's example does.
    let board = PRESETS[0].board(RegionOrder::MostConstrained);
    let mut search = Search::new(board, StopAfter::First);
    let first = search.next();
    let sa = search.problem().map().index_of("SA").unwrap() as u16;
    assert_eq!(
        first,
        Some(Event::Place {
            slot: sa,
            choice: 0
        })
    );
    let file = PRESETS[0].board(RegionOrder::File);
    assert_eq!(
        Search::new(file, StopAfter::First).next(),
        Some(Event::Place { slot: 0, choice: 0 })
    );
}

/// Counts the colourings of `text` in `k` colours another way: a plain recursion over the
/// regions in the file's order, checking each against its earlier neighbours.
fn recount(text: &str, k: u8) -> u64 {
    fn go(map: &ColourMap, colours: &mut Vec<u8>, k: u8) -> u64 {
        let region = colours.len();
        if region == map.len() {
            return 1;
        }
        (0..k)
            .map(|c| {
                let clash = map
                    .neighbours(region)
                    .iter()
                    .any(|&n| n < region && colours[n] == c);
                if clash {
                    return 0;
                }
                colours.push(c);
                let below = go(map, colours, k);
                colours.pop();
                below
            })
            .sum()
    }
    go(&ColourMap::parse(text).unwrap(), &mut Vec::new(), k)
}

#[test]
fn every_preset_reads_and_has_its_count_in_its_colours() {
    let expected = [
        ("australia", 18),
        ("china", 12),
        ("petersen", 120),
        ("wheel", 120),
        ("groetzsch", 0),
    ];
    let names: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
    assert_eq!(names, expected.map(|(name, _)| name));
    for (preset, (_, colourings)) in PRESETS.iter().zip(expected) {
        let map = preset.map();
        assert_eq!(
            map.default_colours(),
            Some(preset.colours),
            "{}",
            preset.name
        );
        assert!(
            map.regions().iter().all(|r| r.position.is_some()),
            "{}",
            preset.name
        );
        assert_eq!(
            count(preset.map, preset.colours),
            colourings,
            "{}",
            preset.name
        );
        assert_eq!(recount(preset.map, preset.colours as u8), colourings);
    }
}

#[test]
fn the_odd_wheel_needs_4_colours_and_groetzsch_too_without_a_triangle() {
    let wheel = PRESETS.iter().find(|p| p.name == "wheel").unwrap();
    assert_eq!(count(wheel.map, 3), 0);
    let groetzsch = PRESETS.iter().find(|p| p.name == "groetzsch").unwrap();
    let map = groetzsch.map();
    assert_eq!((map.len(), map.border_count()), (11, 20));
    let triangle = (0..11).any(|a| {
        map.neighbours(a)
            .iter()
            .any(|&b| map.neighbours(b).iter().any(|&c| map.borders(a, c)))
    });
    assert!(!triangle, "the Grötzsch graph has no triangle");
    assert_eq!(count(groetzsch.map, 4), recount(groetzsch.map, 4));
    assert!(count(groetzsch.map, 4) > 0);
}

#[test]
fn china_keeps_the_borders_it_names() {
    let china = PRESETS.iter().find(|p| p.name == "china").unwrap().map();
    let at = |name| china.index_of(name).unwrap();
    // Beijing lies inside Hebei and Tianjin; Hebei borders seven of the fourteen.
    assert_eq!(china.neighbours(at("BJ")).len(), 2);
    assert_eq!(china.neighbours(at("HE")).len(), 7);
    assert!(!china.borders(at("BJ"), at("NM")));
    assert_eq!(
        china.regions()[at("HE")].display_name_zh.as_deref(),
        Some("河北")
    );
}

/// Counts every colouring of `n` vertices in `k` colours by trying all `k^n` of them.
fn brute_force(n: usize, edges: &[(usize, usize)], k: usize) -> BTreeSet<Vec<u8>> {
    let total = k.pow(n as u32);
    (0..total)
        .map(|mut code| {
            (0..n)
                .map(|_| {
                    let colour = (code % k) as u8;
                    code /= k;
                    colour
                })
                .collect::<Vec<u8>>()
        })
        .filter(|colours| edges.iter().all(|&(a, b)| colours[a] != colours[b]))
        .collect()
}

/// A graph on up to seven vertices with no loop, and a colours count.
fn small_graph() -> impl Strategy<Value = (usize, Vec<(usize, usize)>, usize)> {
    (1..=7usize, 1..=4usize).prop_flat_map(|(n, k)| {
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
            .collect();
        let most = pairs.len();
        (
            Just(n),
            proptest::sample::subsequence(pairs, 0..=most).prop_shuffle(),
            Just(k),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn both_orders_find_exactly_the_brute_force_colourings((n, edges, k) in small_graph()) {
        let expected = brute_force(n, &edges, k);
        let text = graph(n, &edges);
        for order in RegionOrder::ALL {
            let found = colourings(&text, k, order);
            let set: BTreeSet<Vec<u8>> = found.iter().cloned().collect();
            prop_assert_eq!(set.len(), found.len(), "a colouring found twice");
            prop_assert_eq!(&set, &expected, "{:?}", order);
        }
    }

    #[test]
    fn events_nest_and_the_board_comes_back_empty((n, edges, k) in small_graph()) {
        for order in RegionOrder::ALL {
            let board = ColouringBoard::new(ColourMap::parse(&graph(n, &edges)).unwrap(), k, order)
                .unwrap();
            let start = board.clone();
            let mut search = Search::new(board, StopAfter::Exhaustion);
            let mut stack = Vec::new();
            while let Some(event) = search.next() {
                match event {
                    Event::Place { slot, choice } => stack.push((slot, choice)),
                    Event::Remove { slot, choice } => {
                        prop_assert_eq!(stack.pop(), Some((slot, choice)));
                    }
                    Event::Solution => prop_assert_eq!(stack.len(), n),
                }
                let board = search.problem();
                prop_assert_eq!(board.coloured_count(), stack.len());
                for &(slot, choice) in &stack {
                    let region = usize::from(slot);
                    prop_assert_eq!(board.colour_of(region), Some(choice));
                    for &(other, colour) in &stack {
                        if board.map().borders(region, usize::from(other)) {
                            prop_assert_ne!(choice, colour);
                        }
                    }
                }
            }
            prop_assert!(stack.is_empty());
            prop_assert_eq!(search.problem(), &start);
        }
    }

    #[test]
    fn random_bytes_never_make_the_reader_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        if let Err(error) = ColourMap::parse(&text) {
            prop_assert!(error.line() >= 1);
            let ends = text.matches('\n').count() + text.matches('\r').count();
            prop_assert!(error.line() <= ends + 1);
        }
    }

    #[test]
    fn random_statements_read_or_fail_on_a_line_of_theirs(
        lines in proptest::collection::vec(
            proptest::sample::select(vec![
                "region A", "region B", "region C at 1 2 C | 丙", "region A", "region 9",
                "A B", "B A", "A: B C", "C:", "A A", "A: D", "colours 3", "colors 0",
                "colours", "region D at x", "# only a comment", "", "A B C", ": A",
                "region E at 70000 1", "region F 名字 | 名字 | x", "A:: B", "region",
            ]),
            0..12,
        )
    ) {
        let text = lines.join("\n");
        match ColourMap::parse(&text) {
            Ok(map) => {
                prop_assert!(!map.is_empty());
                for region in 0..map.len() {
                    for &other in map.neighbours(region) {
                        prop_assert!(other != region);
                        prop_assert!(map.borders(other, region));
                    }
                }
            }
            Err(error) => {
                prop_assert!((1..=lines.len().max(1)).contains(&error.line()));
                if !matches!(error, MapError::NoRegions { .. }) {
                    let at = lines[error.line() - 1];
                    prop_assert!(!at.is_empty() && !at.starts_with('#'), "{} on {:?}", error, at);
                }
            }
        }
    }
}

#[test]
fn the_timeline_steps_back_and_forth_through_the_same_states() {
    for order in RegionOrder::ALL {
        let board = PRESETS[0].board(order);
        let mut forward = Search::new(board.clone(), StopAfter::Exhaustion);
        let mut states = vec![forward.problem().line()];
        while forward.next().is_some() {
            states.push(forward.problem().line());
        }
        let mut timeline = Timeline::new(Search::new(board, StopAfter::Exhaustion));
        while timeline.step_forward().is_some() {
            assert_eq!(
                timeline.search().problem().line(),
                states[timeline.step() as usize]
            );
        }
        assert_eq!(timeline.len(), Some(states.len() as u64 - 1));
        while timeline.step_back() {
            assert_eq!(
                timeline.search().problem().line(),
                states[timeline.step() as usize]
            );
        }
        for target in [17, 3, 40, 0, 120, 1] {
            let step = timeline.seek(target);
            assert_eq!(timeline.search().problem().line(), states[step as usize]);
        }
    }
}

#[test]
fn colours_above_the_limit_make_no_board() {
    let map = PRESETS[0].map();
    assert!(ColouringBoard::new(map.clone(), MAX_COLOURS + 1, RegionOrder::File).is_none());
    assert!(ColouringBoard::new(map, 0, RegionOrder::File).is_none());
}

#[test]
fn the_reference_sample_map_reads_as_it_says() {
    let reference = include_str!("../../docs/reference.md");
    let section = reference
        .split("## Map files")
        .nth(1)
        .expect("docs/reference.md has a section on map files");
    let sample = section
        .split("```text\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("the section has a sample map");
    let map = ColourMap::parse(sample).unwrap();
    assert_eq!(map.len(), 4);
    assert_eq!(map.border_count(), 3);
    assert_eq!(map.default_colours(), Some(3));
    assert!(map.neighbours(map.index_of("T").unwrap()).is_empty());
}
