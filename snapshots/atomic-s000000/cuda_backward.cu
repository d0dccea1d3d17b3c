extern "C" __global__ void make_atomic_s000000__locals__atomic_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
    wp::array_t<wp::float32> adj_out,
    wp::array_t<wp::float32> adj_out1)
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
        const wp::float32 var_2 = 0.75;
        wp::float32 var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        const wp::float32 var_6 = 1.0;
        wp::float32 var_7;
        const wp::float32 var_8 = 0.5;
        wp::float32 var_9;
        const wp::int32 var_10 = 4;
        wp::int32 var_11;
        wp::float32 var_12;
        wp::float32* var_13;
        const wp::float32 var_14 = 0.125;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::int32 var_17 = 2;
        wp::int32 var_18;
        wp::float32 var_19;
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
        wp::int32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::int32 adj_17 = {};
        wp::int32 adj_18 = {};
        wp::float32 adj_19 = {};
        //---------
        // forward
        // def atomic_s000000(                                                                    <L 8>
        // i = wp.tid()                                                                           <L 14>
        var_0 = builtin_tid1d();
        // x0 = wp.pow(wp.abs(b[i] * 0.75) + 1.0, 0.5)                                            <L 15>
        var_1 = wp::address(var_b, var_0);
        var_4 = wp::load(var_1);
        var_3 = wp::mul(var_4, var_2);
        var_5 = wp::abs(var_3);
        var_7 = wp::add(var_5, var_6);
        var_9 = wp::pow(var_7, var_8);
        // wp.atomic_min(out, i % 4, x0)                                                          <L 16>
        var_11 = wp::mod(var_0, var_10);
        // var_12 = wp::atomic_min(var_out, var_11, var_9);
        // x1 = a[i] / scale                                                                      <L 17>
        var_13 = wp::address(var_a, var_0);
        var_16 = wp::load(var_13);
        var_15 = wp::div(var_16, var_14);
        // wp.atomic_sub(out1, i % 2, x1)                                                         <L 18>
        var_18 = wp::mod(var_0, var_17);
        // var_19 = wp::atomic_sub(var_out1, var_18, var_15);
        //---------
        // reverse
        wp::adj_atomic_sub(var_out1, var_18, var_15, adj_out1, adj_18, adj_15, adj_19);
        wp::adj_mod(var_0, var_17, adj_0, adj_17, adj_18);
        // adj: wp.atomic_sub(out1, i % 2, x1)                                                    <L 18>
        wp::adj_div(var_16, var_14, var_15, adj_13, adj_14, adj_15);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_13);
        // adj: x1 = a[i] / scale                                                                 <L 17>
        wp::adj_atomic_min(var_out, var_11, var_9, adj_out, adj_11, adj_9, adj_12);
        wp::adj_mod(var_0, var_10, adj_0, adj_10, adj_11);
        // adj: wp.atomic_min(out, i % 4, x0)                                                     <L 16>
        wp::adj_pow(var_7, var_8, var_9, adj_7, adj_8, adj_9);
        wp::adj_add(var_5, var_6, adj_5, adj_6, adj_7);
        wp::adj_abs(var_3, adj_3, adj_5);
        wp::adj_mul(var_4, var_2, adj_1, adj_2, adj_3);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_1);
        // adj: x0 = wp.pow(wp.abs(b[i] * 0.75) + 1.0, 0.5)                                       <L 15>
        // adj: i = wp.tid()                                                                      <L 14>
        // adj: def atomic_s000000(                                                               <L 8>
        continue;
    }
}