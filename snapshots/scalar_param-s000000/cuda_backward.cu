extern "C" __global__ void scalar_param_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::float32 var_s,
    wp::float32 var_t,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::float32 adj_s,
    wp::float32 adj_t,
    wp::array_t<wp::float32> adj_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::float32* var_1;
        wp::float32 var_2;
        const wp::float32 var_3 = 1.0;
        wp::float32 var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        const wp::float32 var_8 = 1.0;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = 1.0;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = 1.0;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32* var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        //---------
        // forward
        // def scalar_param_s000000(                                                              <L 7>
        // i = wp.tid()                                                                           <L 13>
        var_0 = builtin_tid1d();
        // x0 = a[i] / (wp.abs(t) + 1.0)                                                          <L 14>
        var_1 = wp::address(var_a, var_0);
        var_2 = wp::abs(var_t);
        var_4 = wp::add(var_2, var_3);
        var_6 = wp::load(var_1);
        var_5 = wp::div(var_6, var_4);
        // x1 = wp.log(wp.abs(x0 / (wp.abs(s) + 1.0)) + 1.0)                                      <L 15>
        var_7 = wp::abs(var_s);
        var_9 = wp::add(var_7, var_8);
        var_10 = wp::div(var_5, var_9);
        var_11 = wp::abs(var_10);
        var_13 = wp::add(var_11, var_12);
        var_14 = wp::log(var_13);
        // x2 = wp.tanh(x1 / (wp.abs(t) + 1.0))                                                   <L 16>
        var_15 = wp::abs(var_t);
        var_17 = wp::add(var_15, var_16);
        var_18 = wp::div(var_14, var_17);
        var_19 = wp::tanh(var_18);
        // out[i] = x2 * s + a[i]                                                                 <L 17>
        var_20 = wp::mul(var_19, var_s);
        var_21 = wp::address(var_a, var_0);
        var_23 = wp::load(var_21);
        var_22 = wp::add(var_20, var_23);
        // wp::array_store(var_out, var_0, var_22);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_22, adj_out, adj_0, adj_22);
        wp::adj_add(var_20, var_23, adj_20, adj_21, adj_22);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_21);
        wp::adj_mul(var_19, var_s, adj_19, adj_s, adj_20);
        // adj: out[i] = x2 * s + a[i]                                                            <L 17>
        wp::adj_tanh(var_18, var_19, adj_18, adj_19);
        wp::adj_div(var_14, var_17, var_18, adj_14, adj_17, adj_18);
        wp::adj_add(var_15, var_16, adj_15, adj_16, adj_17);
        wp::adj_abs(var_t, adj_t, adj_15);
        // adj: x2 = wp.tanh(x1 / (wp.abs(t) + 1.0))                                              <L 16>
        wp::adj_log(var_13, adj_13, adj_14);
        wp::adj_add(var_11, var_12, adj_11, adj_12, adj_13);
        wp::adj_abs(var_10, adj_10, adj_11);
        wp::adj_div(var_5, var_9, var_10, adj_5, adj_9, adj_10);
        wp::adj_add(var_7, var_8, adj_7, adj_8, adj_9);
        wp::adj_abs(var_s, adj_s, adj_7);
        // adj: x1 = wp.log(wp.abs(x0 / (wp.abs(s) + 1.0)) + 1.0)                                 <L 15>
        wp::adj_div(var_6, var_4, var_5, adj_1, adj_4, adj_5);
        wp::adj_add(var_2, var_3, adj_2, adj_3, adj_4);
        wp::adj_abs(var_t, adj_t, adj_2);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
        // adj: x0 = a[i] / (wp.abs(t) + 1.0)                                                     <L 14>
        // adj: i = wp.tid()                                                                      <L 13>
        // adj: def scalar_param_s000000(                                                         <L 7>
        continue;
    }
}