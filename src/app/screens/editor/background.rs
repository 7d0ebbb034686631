//! Work on a thread of its own that a key never waits for: a count of solutions while
//! the teacher types. An edit drops the work under way, which cancels it, and starts
//! another.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::thread;

/// Work running on its own thread, cancelled when dropped.
#[derive(Debug)]
pub struct BackgroundJob<T> {
    cancel: Arc<AtomicBool>,
    answer: Receiver<T>,
}

impl<T: Send + 'static> BackgroundJob<T> {
    /// Starts `work` on a thread; `work` looks at its flag now and then and gives up
    /// (`None`) once it is set.
    pub fn start(work: impl FnOnce(&AtomicBool) -> Option<T> + Send + 'static) -> BackgroundJob<T> {
        let cancel = Arc::new(AtomicBool::new(false));
        let (send, answer) = mpsc::channel();
        let flag = Arc::clone(&cancel);
        thread::spawn(move || {
            if let Some(done) = work(&flag) {
                let _ = send.send(done);
            }
        });
        BackgroundJob { cancel, answer }
    }

    /// What the work came to, once it has ended; `None` while it runs.
    pub fn poll(&self) -> Option<T> {
        // A thread that ended without an answer was cancelled: it says nothing more.
        self.answer.try_recv().ok()
    }

    /// Waits for the work to end: for the tests.
    #[cfg(test)]
    pub fn wait(&self) -> Option<T> {
        self.answer.recv().ok()
    }
}

impl<T> Drop for BackgroundJob<T> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}
