struct wp_args_random_s000002 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::int32 seed;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void random_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_random_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_random_s000002 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::int32 var_seed = _wp_args->seed;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::uint32 var_1;
    const wp::int32 var_2 = 0;
    const wp::int32 var_3 = 2;
    wp::int32 var_4;
    wp::float32 var_5;
    const wp::int32 var_6 = 0;
    const wp::int32 var_7 = 4;
    wp::int32 var_8;
    wp::float32* var_9;
    wp::float32* var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    //---------
    // forward
    // def random_s000002(                                                                    <L 14>
    // i = wp.tid()                                                                           <L 20>
    var_0 = builtin_tid1d();
    // rng = wp.rand_init(seed, i)                                                            <L 21>
    var_1 = wp::rand_init(var_seed, var_0);
    // x0 = wp.randi(rng, 0, 2)                                                               <L 22>
    var_4 = wp::randi(var_1, var_2, var_3);
    // x1 = wp.randn(rng)                                                                     <L 23>
    var_5 = wp::randn(var_1);
    // x2 = wp.randi(rng, 0, 4)                                                               <L 24>
    var_8 = wp::randi(var_1, var_6, var_7);
    // out[i] = random_s000002_combine(x0, a[i], b[i], x1, x2)                                <L 25>
    var_9 = wp::address(var_a, var_0);
    var_10 = wp::address(var_b, var_0);
    var_12 = wp::load(var_9);
    var_13 = wp::load(var_10);
    var_11 = random_s000002_combine_0(var_4, var_12, var_13, var_5, var_8);
    wp::array_store(var_out, var_0, var_11);
}