extern "C" __global__ void selection_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_a,
    wp::array_t<wp::int32> var_out,
    wp::array_t<wp::float32> var_out1)
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
        wp::array_store(var_out, var_0, var_25);
        // out1[i] = selection_s000000_combine(a[i], x1)                                          <L 10>
        var_26 = wp::address(var_a, var_0);
        var_28 = wp::load(var_26);
        var_27 = selection_s000000_combine_0(var_28, var_24);
        wp::array_store(var_out1, var_0, var_27);
    }
}