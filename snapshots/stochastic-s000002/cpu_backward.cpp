template <bool wp_linear_contiguous>
static void stochastic_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_stochastic_s000002 *_wp_args,
    wp_args_stochastic_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_stochastic_s000002 wp_contiguous_args;
    wp_args_stochastic_s000002 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::int32 var_seed = _wp_args->seed;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::int32 adj_seed = _wp_adj_args->seed;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::uint32 var_1;
    wp::vec_t<2, wp::float32> var_2;
    const wp::float32 var_3 = 12.0;
    wp::uint32 var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::uint32 adj_1 = {};
    wp::vec_t<2, wp::float32> adj_2 = {};
    wp::float32 adj_3 = {};
    wp::uint32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    //---------
    // forward
    // def stochastic_s000002(                                                                <L 15>
    // i = wp.tid()                                                                           <L 20>
    var_0 = builtin_tid1d();
    // rng = wp.rand_init(seed, i)                                                            <L 21>
    var_1 = wp::rand_init(var_seed, var_0);
    // x0 = wp.sample_triangle(rng)                                                           <L 22>
    var_2 = wp::sample_triangle(var_1);
    // x1 = wp.poisson(rng, 12.0)                                                             <L 23>
    var_4 = wp::poisson(var_1, var_3);
    // out[i] = stochastic_s000002_combine(x0, a[i], x1)                                      <L 24>
    var_5 = wp::address(var_a, var_0);
    var_7 = wp::load(var_5);
    var_6 = stochastic_s000002_combine_0(var_2, var_7, var_4);
    // wp::array_store(var_out, var_0, var_6);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_6, adj_out, adj_0, adj_6);
    adj_stochastic_s000002_combine_0(var_2, var_7, var_4, adj_2, adj_5, adj_4, adj_6);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_5);
    // adj: out[i] = stochastic_s000002_combine(x0, a[i], x1)                                 <L 24>
    // adj: x1 = wp.poisson(rng, 12.0)                                                        <L 23>
    // adj: x0 = wp.sample_triangle(rng)                                                      <L 22>
    // adj: rng = wp.rand_init(seed, i)                                                       <L 21>
    // adj: i = wp.tid()                                                                      <L 20>
    // adj: def stochastic_s000002(                                                           <L 15>
    return;
}