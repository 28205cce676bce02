window.napkinNavigation = [
["napkin","index.html",[
["Essentials","",[
["Getting Started","articles/getting-started.html",[]],
["Defining a Feature","articles/defining-a-feature.html",[]]]],
["The Napkin Tree","",[
["The Lifecycle","articles/the-lifecycle.html",[]],
["Routing and the Tree","articles/routing-and-the-tree.html",[]],
["Headless Napkins","articles/headless-napkins.html",[]]]],
["Dependencies, Isolation and State","",[
["Dependency Injection","articles/dependency-injection.html",[]],
["Crossing Isolation","articles/crossing-isolation.html",[]],
["Streaming State Down the Tree","articles/streaming-state-down-the-tree.html",[]]]],
["Testing and Migration","",[
["Testing a Napkin","articles/testing-a-napkin.html",[]],
["Migrating from RIBs","articles/migrating-from-ribs.html",[]]]],
["Interactors","",[
["Interactable","documentation/interactable.html",[]],
["PresentableInteractable","documentation/presentableinteractable.html",[]],
["InteractorLifecycle","documentation/interactorlifecycle.html",[]],
["InteractorScope","documentation/interactorscope.html",[]]]],
["Routers","",[
["Routing","documentation/routing.html",[]],
["Router","documentation/router.html",[]],
["ViewableRouting","documentation/viewablerouting.html",[]],
["ViewableRouter","documentation/viewablerouter.html",[]],
["LaunchRouting","documentation/launchrouting.html",[]],
["LaunchRouter","documentation/launchrouter.html",[]]]],
["Builders and Dependencies","",[
["Dependency","documentation/dependency.html",[]],
["EmptyDependency","documentation/emptydependency.html",[]],
["EmptyComponent","documentation/emptycomponent.html",[]],
["Component","documentation/component.html",[]],
["Builder","documentation/builder.html",[]],
["Buildable","documentation/buildable.html",[]],
["ComponentizedBuilder","documentation/componentizedbuilder.html",[]],
["SimpleComponentizedBuilder","documentation/simplecomponentizedbuilder.html",[]],
["MultiStageComponentizedBuilder","documentation/multistagecomponentizedbuilder.html",[]],
["SimpleMultiStageComponentizedBuilder","documentation/simplemultistagecomponentizedbuilder.html",[]]]],
["Presenters and Views","",[
["Presenter","documentation/presenter.html",[
["Creating a Presenter","",[
["init(viewController:)","documentation/presenter.html#init-viewcontroller",[]]]],
["Accessing the View","",[
["viewController","documentation/presenter.html#viewcontroller",[]]]]]],
["Presentable","documentation/presentable.html",[]],
["ViewControllable","documentation/viewcontrollable.html",[]],
["dispatch(priority:_:)","documentation/dispatch-priority-_.html",[]]]]]]];
