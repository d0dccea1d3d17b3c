template <bool wp_linear_contiguous>
static void selection_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_selection_s000000 *_wp_args,
    wp_args_selection_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_selection_s000000 wp_contiguous_args;
    wp_args_selection_s000000 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::vec_t<2, wp::float32>);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::vec_t<2, wp::float32>);
        wp_contiguous_args.out.strides[0] = sizeof(wp::int32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out1.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::int32> var_out = _wp_args->out;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_a = _wp_adj_args->a;
    wp::array_t<wp::int32> adj_out = _wp_adj_args->out;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<2, wp::float32>* var_1;
    const wp::int32 var_2 = 0;
    wp::float32 var_3;
    wp::vec_t<2, wp::float32> var_4;
    const wp::float32 var_5 = 0.0;
    bool var_6;
    const wp::int32 var_7 = 1;
    wp::uint32 var_8;
    const wp::int32 var_9 = 0;
    wp::uint32 var_10;
    wp::uint32 var_11;
    wp::vec_t<2, wp::float32>* var_12;
    const wp::int32 var_13 = 1;
    wp::float32 var_14;
    wp::vec_t<2, wp::float32> var_15;
    const wp::float32 var_16 = 0.0;
    bool var_17;
    const wp::int32 var_18 = 2;
    wp::uint32 var_19;
    const wp::int32 var_20 = 0;
    wp::uint32 var_21;
    wp::uint32 var_22;
    wp::uint32 var_23;
    wp::int32 var_24;
    wp::int32 var_25;
    wp::vec_t<2, wp::float32>* var_26;
    wp::float32 var_27;
    wp::vec_t<2, wp::float32> var_28;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<2, wp::float32> adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<2, wp::float32> adj_4 = {};
    wp::float32 adj_5 = {};
    bool adj_6 = {};
    wp::int32 adj_7 = {};
    wp::uint32 adj_8 = {};
    wp::int32 adj_9 = {};
    wp::uint32 adj_10 = {};
    wp::uint32 adj_11 = {};
    wp::vec_t<2, wp::float32> adj_12 = {};
    wp::int32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::vec_t<2, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    bool adj_17 = {};
    wp::int32 adj_18 = {};
    wp::uint32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::uint32 adj_21 = {};
    wp::uint32 adj_22 = {};
    wp::uint32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::int32 adj_25 = {};
    wp::vec_t<2, wp::float32> adj_26 = {};
    wp::float32 adj_27 = {};
    wp::vec_t<2, wp::float32> adj_28 = {};
    //---------
    // forward
    // def selection_s000000(                                                                 <L 1>
    // i = wp.tid()                                                                           <L 6>
    var_0 = builtin_tid1d();
    // x0 = wp.where(a[i][0] > 0.0, wp.uint32(1), wp.uint32(0)) | wp.where(a[i][1] > 0.0, wp.uint32(2), wp.uint32(0))       <L 7>
    var_1 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_6 = (var_3 > var_5);
    var_8 = wp::uint32(var_7);
    var_10 = wp::uint32(var_9);
    var_11 = wp::where(var_6, var_8, var_10);
    var_12 = wp::address(var_a, var_0);
    var_15 = wp::load(var_12);
    var_14 = wp::extract(var_15, var_13);
    var_17 = (var_14 > var_16);
    var_19 = wp::uint32(var_18);
    var_21 = wp::uint32(var_20);
    var_22 = wp::where(var_17, var_19, var_21);
    var_23 = wp::bit_or(var_11, var_22);
    // x1 = wp.bit_count(x0)                                                                  <L 8>
    var_24 = wp::bit_count(var_23);
    // out[i] = wp.int32(x0)                                                                  <L 9>
    var_25 = wp::int32(var_23);
    // wp::array_store(var_out, var_0, var_25);
    // out1[i] = selection_s000000_combine(a[i], x1)                                          <L 10>
    var_26 = wp::address(var_a, var_0);
    var_28 = wp::load(var_26);
    var_27 = selection_s000000_combine_0(var_28, var_24);
    // wp::array_store(var_out1, var_0, var_27);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_27, adj_out1, adj_0, adj_27);
    adj_selection_s000000_combine_0(var_28, var_24, adj_26, adj_24, adj_27);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_26);
    // adj: out1[i] = selection_s000000_combine(a[i], x1)                                     <L 10>
    wp::adj_array_store(var_out, var_0, var_25, adj_out, adj_0, adj_25);
    // adj: out[i] = wp.int32(x0)                                                             <L 9>
    // adj: x1 = wp.bit_count(x0)                                                             <L 8>
    wp::adj_where(var_17, var_19, var_21, adj_17, adj_19, adj_21, adj_22);
    wp::adj_extract(var_15, var_13, adj_12, adj_13, adj_14);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_12);
    wp::adj_where(var_6, var_8, var_10, adj_6, adj_8, adj_10, adj_11);
    wp::adj_extract(var_4, var_2, adj_1, adj_2, adj_3);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = wp.where(a[i][0] > 0.0, wp.uint32(1), wp.uint32(0)) | wp.where(a[i][1] > 0.0, wp.uint32(2), wp.uint32(0))  <L 7>
    // adj: i = wp.tid()                                                                      <L 6>
    // adj: def selection_s000000(                                                            <L 1>
    return;
}