template <bool wp_linear_contiguous>
static void stochastic_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_stochastic_s000001 *_wp_args,
    wp_args_stochastic_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_stochastic_s000001 wp_contiguous_args;
    wp_args_stochastic_s000001 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::int32 var_seed = _wp_args->seed;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::int32 adj_seed = _wp_adj_args->seed;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::uint32 var_2;
    wp::vec_t<2, wp::float32> var_3;
    wp::float32* var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::uint32 adj_2 = {};
    wp::vec_t<2, wp::float32> adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    //---------
    // forward
    // def stochastic_s000001(                                                                <L 12>
    // i = wp.tid()                                                                           <L 18>
    var_0 = builtin_tid1d();
    // rng = wp.rand_init(seed + i)                                                           <L 19>
    var_1 = wp::add(var_seed, var_0);
    var_2 = wp::rand_init(var_1);
    // x0 = wp.sample_triangle(rng)                                                           <L 20>
    var_3 = wp::sample_triangle(var_2);
    // out[i] = stochastic_s000001_combine(x0, a[i], b[i])                                    <L 21>
    var_4 = wp::address(var_a, var_0);
    var_5 = wp::address(var_b, var_0);
    var_7 = wp::load(var_4);
    var_8 = wp::load(var_5);
    var_6 = stochastic_s000001_combine_0(var_3, var_7, var_8);
    // wp::array_store(var_out, var_0, var_6);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_6, adj_out, adj_0, adj_6);
    adj_stochastic_s000001_combine_0(var_3, var_7, var_8, adj_3, adj_4, adj_5, adj_6);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_5);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_4);
    // adj: out[i] = stochastic_s000001_combine(x0, a[i], b[i])                               <L 21>
    // adj: x0 = wp.sample_triangle(rng)                                                      <L 20>
    wp::adj_add(var_seed, var_0, adj_seed, adj_0, adj_1);
    // adj: rng = wp.rand_init(seed + i)                                                      <L 19>
    // adj: i = wp.tid()                                                                      <L 18>
    // adj: def stochastic_s000001(                                                           <L 12>
    return;
}