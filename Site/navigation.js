window.napkinNavigation = [
["napkin","index.html",[
["napkin","napkin/index.html",[
["Essentials","",[
["Getting Started","napkin/articles/getting-started.html",[],"Ar"],
["Defining a Feature","napkin/articles/defining-a-feature.html",[],"Ar"]]],
["The Napkin Tree","",[
["The Lifecycle","napkin/articles/the-lifecycle.html",[],"Ar"],
["Routing and the Tree","napkin/articles/routing-and-the-tree.html",[],"Ar"],
["Headless Napkins","napkin/articles/headless-napkins.html",[],"Ar"]]],
["Dependencies, Isolation and State","",[
["Dependency Injection","napkin/articles/dependency-injection.html",[],"Ar"],
["Crossing Isolation","napkin/articles/crossing-isolation.html",[],"Ar"],
["Streaming State Down the Tree","napkin/articles/streaming-state-down-the-tree.html",[],"Ar"]]],
["Testing and Migration","",[
["Testing a Napkin","napkin/articles/testing-a-napkin.html",[],"Ar"],
["Migrating from RIBs","napkin/articles/migrating-from-ribs.html",[],"Ar"],
["Coming from napkin 2","napkin/articles/coming-from-napkin-2.html",[],"Ar"]]],
["Interactors","",[
["Interactable","napkin/documentation/interactable.html",[
["Declaring the Lifecycle","",[
["lifecycle","napkin/documentation/interactable.html#lifecycle",[],"P"]]],
["Responding to the Lifecycle","",[
["didBecomeActive()","napkin/documentation/interactable.html#didbecomeactive",[],"M"],
["willResignActive()","napkin/documentation/interactable.html#willresignactive",[],"M"]]],
["Binding Work to the Lifecycle","",[
["task(priority:_:)","napkin/documentation/interactable.html#task-priority-_",[],"M"]]],
["Observing the State","",[
["isActive","napkin/documentation/interactorscope.html#isactive",[],"P"],
["isActiveStream","napkin/documentation/interactorscope.html#isactivestream",[],"P"]]],
["Driving the Lifecycle","",[
["activate()","napkin/documentation/interactable.html#activate",[],"M"],
["deactivate()","napkin/documentation/interactable.html#deactivate",[],"M"]]],
["Instance Methods","",[
["activate()","napkin/documentation/interactable.html#activate-2",[],"M"],
["deactivate()","napkin/documentation/interactable.html#deactivate-2",[],"M"],
["didBecomeActive()","napkin/documentation/interactable.html#didbecomeactive-2",[],"M"],
["willResignActive()","napkin/documentation/interactable.html#willresignactive-2",[],"M"]]]],"Pr"],
["PresentableInteractable","napkin/documentation/presentableinteractable.html",[
["Instance Properties","",[
["presenter","napkin/documentation/presentableinteractable.html#presenter",[],"P"]]],
["Associated Types","",[
["PresenterType","napkin/documentation/presentableinteractable.html#presentertype",[],"At"]]]],"Pr"],
["InteractorLifecycle","napkin/documentation/interactorlifecycle.html",[
["Creating a Lifecycle","",[
["init()","napkin/documentation/interactorlifecycle.html#init",[],"I"]]],
["Activating and Deactivating","",[
["activate(invoking:)","napkin/documentation/interactorlifecycle.html#activate-invoking",[],"M"],
["deactivate(invoking:)","napkin/documentation/interactorlifecycle.html#deactivate-invoking",[],"M"]]],
["Observing the State","",[
["isActive","napkin/documentation/interactorlifecycle.html#isactive",[],"P"],
["isActiveStream","napkin/documentation/interactorlifecycle.html#isactivestream",[],"P"]]],
["Binding Tasks","",[
["register(priority:_:)","napkin/documentation/interactorlifecycle.html#register-priority-_",[],"M"],
["registeredTaskCount","napkin/documentation/interactorlifecycle.html#registeredtaskcount",[],"P"]]]],"C"],
["InteractorScope","napkin/documentation/interactorscope.html",[
["Instance Properties","",[
["isActive","napkin/documentation/interactorscope.html#isactive",[],"P"],
["isActiveStream","napkin/documentation/interactorscope.html#isactivestream",[],"P"],
["isActive","napkin/documentation/interactorscope.html#isactive-2",[],"P"],
["isActiveStream","napkin/documentation/interactorscope.html#isactivestream-2",[],"P"]]]],"Pr"]]],
["Routers","",[
["Routing","napkin/documentation/routing.html",[
["Instance Properties","",[
["children","napkin/documentation/routing.html#children",[],"P"],
["interactable","napkin/documentation/routing.html#interactable",[],"P"]]],
["Instance Methods","",[
["attachChild(_:)","napkin/documentation/routing.html#attachchild-_",[],"M"],
["detachChild(_:)","napkin/documentation/routing.html#detachchild-_",[],"M"],
["load()","napkin/documentation/routing.html#load",[],"M"],
["loaded()","napkin/documentation/routing.html#loaded",[],"M"]]]],"Pr"],
["Router","napkin/documentation/router.html",[
["Creating a Router","",[
["init(interactor:)","napkin/documentation/router.html#init-interactor",[],"I"],
["interactor","napkin/documentation/router.html#interactor",[],"P"],
["interactable","napkin/documentation/router.html#interactable",[],"P"]]],
["Managing Children","",[
["attachChild(_:)","napkin/documentation/router.html#attachchild-_",[],"M"],
["detachChild(_:)","napkin/documentation/router.html#detachchild-_",[],"M"],
["children","napkin/documentation/router.html#children",[],"P"]]],
["Loading","",[
["load()","napkin/documentation/router.html#load",[],"M"],
["didLoad()","napkin/documentation/router.html#didload",[],"M"],
["loaded()","napkin/documentation/router.html#loaded",[],"M"]]]],"C"],
["ViewableRouting","napkin/documentation/viewablerouting.html",[
["Instance Properties","",[
["viewControllable","napkin/documentation/viewablerouting.html#viewcontrollable",[],"P"]]]],"Pr"],
["ViewableRouter","napkin/documentation/viewablerouter.html",[
["Initializers","",[
["init(interactor:viewController:)","napkin/documentation/viewablerouter.html#init-interactor-viewcontroller",[],"I"]]],
["Instance Properties","",[
["viewControllable","napkin/documentation/viewablerouter.html#viewcontrollable",[],"P"],
["viewController","napkin/documentation/viewablerouter.html#viewcontroller",[],"P"]]]],"C"],
["LaunchRouting","napkin/documentation/launchrouting.html",[
["Instance Methods","",[
["launch()","napkin/documentation/launchrouting.html#launch",[],"M"]]]],"Pr"],
["LaunchRouter","napkin/documentation/launchrouter.html",[
["Instance Methods","",[
["launch()","napkin/documentation/launchrouter.html#launch",[],"M"]]]],"C"]]],
["Builders and Dependencies","",[
["Dependency","napkin/documentation/dependency.html",[],"Pr"],
["EmptyDependency","napkin/documentation/emptydependency.html",[],"Pr"],
["EmptyComponent","napkin/documentation/emptycomponent.html",[
["Initializers","",[
["init()","napkin/documentation/emptycomponent.html#init",[],"I"]]]],"C"],
["Component","napkin/documentation/component.html",[
["Creating a Component","",[
["init(dependency:)","napkin/documentation/component.html#init-dependency",[],"I"],
["dependency","napkin/documentation/component.html#dependency",[],"P"]]],
["Sharing Instances","",[
["shared(forCallerKey:_:)","napkin/documentation/component.html#shared-forcallerkey-_",[],"M"]]]],"C"],
["Builder","napkin/documentation/builder.html",[
["Initializers","",[
["init(dependency:)","napkin/documentation/builder.html#init-dependency",[],"I"]]],
["Instance Properties","",[
["dependency","napkin/documentation/builder.html#dependency",[],"P"]]]],"C"],
["Buildable","napkin/documentation/buildable.html",[],"Pr"],
["ComponentizedBuilder","napkin/documentation/componentizedbuilder.html",[
["Initializers","",[
["init(componentBuilder:)","napkin/documentation/componentizedbuilder.html#init-componentbuilder",[],"I"]]],
["Instance Methods","",[
["build(with:_:)","napkin/documentation/componentizedbuilder.html#build-with-_",[],"M"],
["build(withDynamicBuildDependency:dynamicComponentDependency:)","napkin/documentation/componentizedbuilder.html#build-withdynamicbuilddependency-dynamiccomponentdependency",[],"M"],
["build(withDynamicBuildDependency:dynamicComponentDependency:)","napkin/documentation/componentizedbuilder.html#build-withdynamicbuilddependency-dynamiccomponentdependency-2",[],"M"]]]],"C"],
["SimpleComponentizedBuilder","napkin/documentation/simplecomponentizedbuilder.html",[
["Initializers","",[
["init(componentBuilder:)","napkin/documentation/simplecomponentizedbuilder.html#init-componentbuilder",[],"I"]]],
["Instance Methods","",[
["build()","napkin/documentation/simplecomponentizedbuilder.html#build",[],"M"],
["build(with:)","napkin/documentation/simplecomponentizedbuilder.html#build-with",[],"M"],
["build(with:_:)","napkin/documentation/simplecomponentizedbuilder.html#build-with-_",[],"M"]]]],"C"],
["MultiStageComponentizedBuilder","napkin/documentation/multistagecomponentizedbuilder.html",[
["Initializers","",[
["init(componentBuilder:)","napkin/documentation/multistagecomponentizedbuilder.html#init-componentbuilder",[],"I"]]],
["Instance Properties","",[
["componentForCurrentBuildPass","napkin/documentation/multistagecomponentizedbuilder.html#componentforcurrentbuildpass",[],"P"]]],
["Instance Methods","",[
["finalStageBuild(with:_:)","napkin/documentation/multistagecomponentizedbuilder.html#finalstagebuild-with-_",[],"M"],
["finalStageBuild(withDynamicDependency:)","napkin/documentation/multistagecomponentizedbuilder.html#finalstagebuild-withdynamicdependency",[],"M"]]]],"C"],
["SimpleMultiStageComponentizedBuilder","napkin/documentation/simplemultistagecomponentizedbuilder.html",[
["Initializers","",[
["init(componentBuilder:)","napkin/documentation/simplemultistagecomponentizedbuilder.html#init-componentbuilder",[],"I"]]],
["Instance Methods","",[
["finalStageBuild()","napkin/documentation/simplemultistagecomponentizedbuilder.html#finalstagebuild",[],"M"],
["finalStageBuild(with:)","napkin/documentation/simplemultistagecomponentizedbuilder.html#finalstagebuild-with",[],"M"],
["finalStageBuild(with:_:)","napkin/documentation/simplemultistagecomponentizedbuilder.html#finalstagebuild-with-_",[],"M"]]]],"C"]]],
["Presenters and Views","",[
["Presenter","napkin/documentation/presenter.html",[
["Creating a Presenter","",[
["init(viewController:)","napkin/documentation/presenter.html#init-viewcontroller",[],"I"]]],
["Accessing the View","",[
["viewController","napkin/documentation/presenter.html#viewcontroller",[],"P"]]]],"C"],
["Presentable","napkin/documentation/presentable.html",[],"Pr"],
["ViewControllable","napkin/documentation/viewcontrollable.html",[],"Pr"],
["dispatch(priority:_:)","napkin/documentation/dispatch-priority-_.html",[],"F"]]]],"Md"],
["napkin-docs","napkindocs/index.html",[
["Essentials","",[
["Adopting napkin-docs","napkindocs/articles/adopting-napkin-docs.html",[],"Ar"],
["How Blocks Are Checked","napkindocs/articles/how-blocks-are-checked.html",[],"Ar"]]],
["Writing Documentation","",[
["Fence Words","napkindocs/articles/fence-words.html",[],"Ar"],
["Two Sets of Rules","napkindocs/articles/two-sets-of-rules.html",[],"Ar"],
["DocC Compatibility","napkindocs/articles/docc-compatibility.html",[],"Ar"]]],
["Tools","",[
["The Command Line and the Plugins","napkindocs/articles/the-command-line-and-the-plugins.html",[],"Ar"]]],
["Evidence","",[
["Guarantees and Their Tests","napkindocs/articles/guarantees-and-their-tests.html",[],"Ar"],
["Benchmarks","napkindocs/articles/benchmarks.html",[],"Ar"]]]],"Md"]]]];
window.napkinNavigationKinds = {"Ar":"Article","Md":"Module","C":"Class","Pr":"Protocol","I":"Initializer","P":"Property","M":"Method","F":"Function","At":"Associated type"};
